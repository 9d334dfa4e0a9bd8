import type { NameIndex } from './name-index.ts';

// The trigrams of three ASCII characters the name index lists its names under, and how a text's
// candidates are found from them.

/** Three ASCII characters as one number, or -1 when one of them is not ASCII. */
export function trigramAt(text: string, at: number): number {
  const a = text.charCodeAt(at);
  const b = text.charCodeAt(at + 1);
  const c = text.charCodeAt(at + 2);
  if ((a | b | c) > 127) return -1;
  return (a << 14) | (b << 7) | c;
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

/**
 * The products holding every trigram of `q` (a superset of the names containing it); every product
 * for a text too short to have one.
 */
export function candidatesOf(index: NameIndex, q: string): Int32Array {
  if (q.length < 3) return Int32Array.from({ length: index.size }, (_, i) => i);
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

/** The entries of `a` or `b` (both ascending), once each. */
export function union(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let n = 0;
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = i < a.length ? a[i]! : Infinity;
    const y = j < b.length ? b[j]! : Infinity;
    out[n++] = x <= y ? x : y;
    if (x <= y) i++;
    if (y <= x) j++;
  }
  return out.subarray(0, n);
}
