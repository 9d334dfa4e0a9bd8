import type { ProductListFilters } from '@shop/contracts';
import { byWhatThingsAre } from '../search/what-things-are.ts';
import { placeSearch } from './place-search.ts';
import { candidatesOf, trigramAt } from './trigrams.ts';

// An in-memory trigram index over every listed product's lower-cased name, with what lists filter
// and order by: a name search finds its matches, their total and its page's ids here in a fraction
// of a millisecond, where PostgreSQL reads every matching row (1,818 rows for 'cement' over
// 100,000 products) for each page. It answers exactly what the database would: a name that
// contains the text (both lower-cased), in the list's order. Kept fresh by live-name-index.ts.

/** One listed product, as the build reads it (sorted by price, then id: the 'low' order). */
export interface IndexedProduct {
  id: string;
  /** `products.name_folded`: the name as PostgreSQL lowered it. */
  nameFolded: string;
  category: string;
  subCategory: string;
  popular: boolean;
  /** 1 for the newest product (created_at, then id, descending). */
  newestRank: number;
}

export interface NameIndex {
  readonly size: number;
  readonly ids: readonly string[];
  readonly names: readonly string[];
  /** Category and subcategory as numbers into `labels`: 100,000 strings would be 100,000 copies. */
  readonly categories: Int32Array;
  readonly subCategories: Int32Array;
  readonly labels: ReadonlyMap<string, number>;
  readonly popular: Uint8Array;
  readonly newestRank: Int32Array;
  /** Trigram key -> the positions (ascending) of the products whose name holds it. */
  readonly postings: ReadonlyMap<number, Int32Array>;
  /**
   * Every word of three or more letters a to z in the names -> how many times the names use it:
   * the words a misspelt search may be corrected to (search/spelling.ts).
   */
  readonly words: ReadonlyMap<string, number>;
}

export type NameSearch = Pick<
  ProductListFilters,
  'q' | 'category' | 'subCategory' | 'popular' | 'sort'
>;

/** What the index found: the total and one page of ids, in the list's order. */
export interface NameSearchResult {
  total: number;
  ids: string[];
}

const ASCII = /^[\x20-\x7e]+$/;

/**
 * Whether the index can answer a search text: printable ASCII (lower-cased the same by
 * JavaScript and by PostgreSQL, whatever the database's locale) with at least one trigram.
 * Anything else is left to the database.
 */
export const indexCanSearch = (q: string): boolean => q.length >= 3 && ASCII.test(q);

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The index of `rows` (in the 'low' order). Every `chunk` names it lets other work run, so a
 * rebuild of 100,000 products never holds the event loop for long.
 */
export async function buildNameIndex(
  rows: readonly IndexedProduct[],
  chunk = 5_000,
): Promise<NameIndex> {
  const size = rows.length;
  const labels = new Map<string, number>();
  const label = (text: string) => {
    let n = labels.get(text);
    if (n === undefined) labels.set(text, (n = labels.size));
    return n;
  };
  const categories = new Int32Array(size);
  const subCategories = new Int32Array(size);
  const popular = new Uint8Array(size);
  const newestRank = new Int32Array(size);
  const lists = new Map<number, number[]>();
  const words = new Map<string, number>();
  for (let i = 0; i < size; i++) {
    if (i > 0 && i % chunk === 0) await nextTurn();
    const row = rows[i]!;
    categories[i] = label(row.category);
    subCategories[i] = label(row.subCategory);
    popular[i] = row.popular ? 1 : 0;
    newestRank[i] = row.newestRank;
    const name = row.nameFolded;
    for (const word of name.split(NOT_A_LETTER))
      if (SPELLING_WORD.test(word)) words.set(word, (words.get(word) ?? 0) + 1);
    for (let at = 0; at + 3 <= name.length; at++) {
      const key = trigramAt(name, at);
      if (key < 0) continue;
      let list = lists.get(key);
      if (!list) lists.set(key, (list = []));
      // Positions only grow, so a trigram met twice in one name is the list's last entry.
      if (list[list.length - 1] !== i) list.push(i);
    }
  }
  const postings = new Map<number, Int32Array>();
  for (const [key, list] of lists) postings.set(key, Int32Array.from(list));
  return {
    size,
    ids: rows.map((r) => r.id),
    names: rows.map((r) => r.nameFolded),
    categories,
    subCategories,
    labels,
    popular,
    newestRank,
    postings,
    words,
  };
}

// Words are split at anything but a letter or digit of any script ('étagère' stays one word, and
// is left out of the spelling words, which are ASCII like the corrected searches).
const NOT_A_LETTER = /[^\p{L}\p{N}]+/u;
const SPELLING_WORD = /^[a-z]{3,}$/;

/**
 * The total and the page of a search the index can answer (`indexCanSearch`), in the order of
 * `sort`: 'low' is the index's own order (price, then id), 'high' its reverse, anything else
 * newest first, as the catalogue's SQL orders them (queries.ts `orderOf`).
 */
export function searchNameIndex(
  index: NameIndex,
  search: NameSearch & { q: string },
  paging: { limit: number; offset: number },
): NameSearchResult {
  const q = search.q.toLowerCase();
  // An unknown category or subcategory matches nothing, as in the database.
  const category = search.category === undefined ? -1 : (index.labels.get(search.category) ?? -2);
  const sub = search.subCategory === undefined ? -1 : (index.labels.get(search.subCategory) ?? -2);
  if (category === -2 || sub === -2) return { total: 0, ids: [] };
  const popular = search.popular === undefined ? -1 : search.popular ? 1 : 0;
  // A word naming a category or sub-category finds what the name does not say (search/).
  const readings = byWhatThingsAre(q);
  const places = readings && placeSearch(index, q, readings);
  const matches: number[] = [];
  for (const i of places ? places.candidates : candidatesOf(index, q)) {
    if (category >= 0 && index.categories[i] !== category) continue;
    if (sub >= 0 && index.subCategories[i] !== sub) continue;
    if (popular >= 0 && index.popular[i] !== popular) continue;
    if (index.names[i]!.includes(q) || places?.matches(i)) matches.push(i);
  }
  if (search.sort === 'high') matches.reverse();
  else if (search.sort !== 'low')
    matches.sort((a, b) => index.newestRank[a]! - index.newestRank[b]!);
  const page = matches.slice(paging.offset, paging.offset + paging.limit);
  return { total: matches.length, ids: page.map((i) => index.ids[i]!) };
}
