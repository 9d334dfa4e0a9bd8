import { describe, expect, it } from 'vitest';
import {
  catalogueSearchLink,
  sourceParams,
  tabCount,
  unansweredFilters,
  unansweredQuery,
} from './unanswered-filters';

describe('unansweredFilters', () => {
  it('reads a known source and the trimmed search', () => {
    expect(unansweredFilters(new URLSearchParams('source=search&q=%20sofa%20'))).toEqual({
      source: 'search',
      q: 'sofa',
    });
  });

  it('ignores an unknown source and an empty search', () => {
    expect(unansweredFilters(new URLSearchParams('source=phone&q=%20'))).toEqual({});
  });
});

describe('unansweredQuery', () => {
  it('adds the page, at least 1', () => {
    expect(unansweredQuery(new URLSearchParams('source=assistant&page=3'), 20)).toEqual({
      source: 'assistant',
      page: 3,
      pageSize: 20,
    });
    expect(unansweredQuery(new URLSearchParams('page=-2'), 20).page).toBe(1);
  });
});

describe('links', () => {
  it('keeps the search when changing tab and drops the page', () => {
    expect(sourceParams('search', 'red sofa')).toBe(
      '/assistant/unanswered?source=search&q=red+sofa',
    );
    expect(sourceParams('', undefined)).toBe('/assistant/unanswered');
  });

  it('opens the products list searching for the words', () => {
    expect(catalogueSearchLink('unicorn saddles')).toBe('/products?q=unicorn+saddles');
  });

  it('gives the All tab no figure (a text asked in both places would count twice)', () => {
    expect(tabCount('', { assistant: 3, search: 2 })).toBeNull();
    expect(tabCount('search', { assistant: 3, search: 2 })).toBe(2);
  });
});
