import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  filtersToApiQuery,
  filtersToSearch,
  parseFilters,
} from './collection-filters';

const read = (query: string) => parseFilters(new URLSearchParams(query));

describe('collection filters', () => {
  it("reads 'In stock only' from the URL and writes it back, and to the API", () => {
    const f = read('inStock=true&category=BuildingItems');
    expect(f.inStock).toBe(true);
    expect(filtersToSearch(f)).toBe('?category=BuildingItems&inStock=true');
    expect(new URLSearchParams(filtersToApiQuery(f)).get('inStock')).toBe('true');
    // Anything but 'true' is the default, left out of links and of the API's query.
    for (const other of ['inStock=false', 'inStock=1', 'inStock=', ''])
      expect(read(other).inStock).toBe(false);
    expect(filtersToSearch(read('inStock=yes'))).toBe('');
    expect(new URLSearchParams(filtersToApiQuery(read(''))).has('inStock')).toBe(false);
  });

  it('keeps it through paging and sorting, and goes back to page 1 when it changes', () => {
    const f = read('inStock=true&page=3');
    expect(filtersToSearch({ ...f, page: 4 })).toBe('?inStock=true&page=4');
    expect(changeFilters(f, { sort: 'low' })).toMatchObject({ inStock: true, page: 1 });
    expect(changeFilters(f, { inStock: false })).toMatchObject({ inStock: false, page: 1 });
  });

  // The page cache keeps the collection under the query these two write back (entry.server.tsx):
  // 'In stock only' is a page of its own, and every way of asking for it is one entry.
  it("gives the page cache one address per list, 'In stock only' included", () => {
    const kept = (query: string) => filtersToSearch(read(query));
    expect(kept('inStock=true&utm_source=x')).toBe('?inStock=true');
    expect(kept('page=2&inStock=true&sort=low')).toBe(kept('sort=low&page=2&inStock=true'));
    expect(kept('page=2&inStock=true&sort=low')).toBe('?sort=low&inStock=true&page=2');
    expect(kept('inStock=nonsense')).toBe('');
  });
});
