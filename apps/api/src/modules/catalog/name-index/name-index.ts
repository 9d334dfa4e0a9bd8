import type { ProductListFilters } from '@shop/contracts';

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

/** Three ASCII characters as one number, or -1 when one of them is not ASCII. */
function trigramAt(text: string, at: number): number {
  const a = text.charCodeAt(at);
  const b = text.charCodeAt(at + 1);
  const c = text.charCodeAt(at + 2);
  if ((a | b | c) > 127) return -1;
  return (a << 14) | (b << 7) | c;
}

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
  for (let i = 0; i < size; i++) {
    if (i > 0 && i % chunk === 0) await nextTurn();
    const row = rows[i]!;
    categories[i] = label(row.category);
    subCategories[i] = label(row.subCategory);
    popular[i] = row.popular ? 1 : 0;
    newestRank[i] = row.newestRank;
    const name = row.nameFolded;
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
  };
}

/** The entries of `a` also in `b` (both ascending). */
function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  let j = 0;
  for (let i = 0; i < a.length && j < b.length; i++) {
    const v = a[i]!;
    while (j < b.length && b[j]! < v) j++;
    if (b[j] === v) out[n++] = v;
  }
  return out.subarray(0, n);
}

/** The products holding every trigram of `q` (a superset of the names containing it). */
function candidatesOf(index: NameIndex, q: string): Int32Array {
  const keys = new Set<number>();
  for (let at = 0; at + 3 <= q.length; at++) keys.add(trigramAt(q, at));
  const lists: Int32Array[] = [];
  for (const key of keys) {
    const list = index.postings.get(key);
    if (!list) return new Int32Array(0);
    lists.push(list);
  }
  lists.sort((a, b) => a.length - b.length);
  let candidates = lists[0]!;
  for (let k = 1; k < lists.length && candidates.length; k++)
    candidates = intersect(candidates, lists[k]!);
  return candidates;
}

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
  const matches: number[] = [];
  for (const i of candidatesOf(index, q)) {
    if (category >= 0 && index.categories[i] !== category) continue;
    if (sub >= 0 && index.subCategories[i] !== sub) continue;
    if (popular >= 0 && index.popular[i] !== popular) continue;
    if (index.names[i]!.includes(q)) matches.push(i);
  }
  if (search.sort === 'high') matches.reverse();
  else if (search.sort !== 'low')
    matches.sort((a, b) => index.newestRank[a]! - index.newestRank[b]!);
  const page = matches.slice(paging.offset, paging.offset + paging.limit);
  return { total: matches.length, ids: page.map((i) => index.ids[i]!) };
}
