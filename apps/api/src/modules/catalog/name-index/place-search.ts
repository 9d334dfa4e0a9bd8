import type { WordReading } from '../search/catalogue-words.ts';
import type { NameIndex } from './name-index.ts';
import { candidatesOf } from './trigrams.ts';

/** What the index needs to answer a search one of whose words names a place. */
export interface PlaceSearch {
  /** Ascending positions: a superset of the products the search finds. */
  candidates: Int32Array;
  /** Whether product `i` is found by the search read word by word (not by its whole text). */
  matches(i: number): boolean;
}

/**
 * A search read word by word (search/what-things-are.ts), as the database's SQL reads it
 * (queries.ts `searchCondition`): each word in the name, or naming the product's category or
 * sub-category. Its candidates are the names that may hold the whole text, the names that may
 * hold the first word naming a place, and every product of that word's places.
 */
export function placeSearch(index: NameIndex, q: string, readings: WordReading[]): PlaceSearch {
  // Places as numbers into the index's labels; a place no listed product is in matches nothing.
  const words = readings.map((r) => ({
    spellings: r.spellings,
    places: r.places
      .map((p) => ({
        category: index.labels.get(p.category) ?? -1,
        sub: p.subCategory === undefined ? -2 : (index.labels.get(p.subCategory) ?? -1),
      }))
      .filter((p) => p.category >= 0 && p.sub !== -1),
  }));
  const inPlaces = (w: (typeof words)[number], i: number) =>
    w.places.some(
      (p) =>
        index.categories[i] === p.category && (p.sub === -2 || index.subCategories[i] === p.sub),
    );
  const marked = new Uint8Array(index.size);
  for (const i of candidatesOf(index, q)) marked[i] = 1;
  const first = words[readings.findIndex((r) => r.places.length > 0)]!;
  for (const spelling of first.spellings)
    for (const i of candidatesOf(index, spelling)) marked[i] = 1;
  for (let i = 0; i < index.size; i++) if (!marked[i] && inPlaces(first, i)) marked[i] = 1;
  const candidates: number[] = [];
  for (let i = 0; i < index.size; i++) if (marked[i]) candidates.push(i);
  return {
    candidates: Int32Array.from(candidates),
    matches: (i) => {
      const name = index.names[i]!;
      return words.every((w) => w.spellings.some((s) => name.includes(s)) || inPlaces(w, i));
    },
  };
}
