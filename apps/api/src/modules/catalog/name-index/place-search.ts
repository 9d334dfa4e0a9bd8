import type { WordReading } from '../search/catalogue-words.ts';
import type { NameIndex } from './name-index.ts';
import { candidatesOf, union } from './trigrams.ts';

/** What the index needs to answer a search one of whose words names a place. */
export interface PlaceSearch {
  /** Ascending positions: a superset of the products the search finds. */
  candidates: Int32Array;
  /** Whether product `i` is found by the search read word by word (not by its whole text). */
  matches(i: number): boolean;
}

/** Whether product `i` is in one of a word's places: flags by label number, no string compared. */
type InPlaces = (i: number) => boolean;

function inPlacesOf(index: NameIndex, reading: WordReading): InPlaces {
  const labels = index.labels.size;
  const wholeCategory = new Uint8Array(labels);
  const subOf = new Map<number, Uint8Array>();
  for (const place of reading.places) {
    // A place no listed product is in matches nothing.
    const category = index.labels.get(place.category);
    if (category === undefined) continue;
    if (place.subCategory === undefined) {
      wholeCategory[category] = 1;
      continue;
    }
    const sub = index.labels.get(place.subCategory);
    if (sub === undefined) continue;
    let subs = subOf.get(category);
    if (!subs) subOf.set(category, (subs = new Uint8Array(labels)));
    subs[sub] = 1;
  }
  return (i) => {
    const category = index.categories[i]!;
    return wholeCategory[category] === 1 || subOf.get(category)?.[index.subCategories[i]!] === 1;
  };
}

/**
 * The positions of every product in a word's places, found once per index and word: the
 * catalogue has a few hundred words, and an index is replaced whole when the products change.
 */
const positionsByIndex = new WeakMap<NameIndex, Map<string, Int32Array>>();

function placePositions(index: NameIndex, reading: WordReading, inPlaces: InPlaces): Int32Array {
  let known = positionsByIndex.get(index);
  if (!known) positionsByIndex.set(index, (known = new Map()));
  const key = JSON.stringify(reading.places);
  let positions = known.get(key);
  if (!positions) {
    const found: number[] = [];
    for (let i = 0; i < index.size; i++) if (inPlaces(i)) found.push(i);
    positions = Int32Array.from(found);
    known.set(key, positions);
  }
  return positions;
}

/**
 * A search read word by word (search/what-things-are.ts), as the database's SQL reads it
 * (queries.ts `searchCondition`): each word in the name, or naming the product's category or
 * sub-category. Its candidates are the names that may hold the whole text, the names that may
 * hold the first word naming a place, and every product of that word's places.
 */
export function placeSearch(index: NameIndex, q: string, readings: WordReading[]): PlaceSearch {
  const words = readings.map((r) => ({ spellings: r.spellings, inPlaces: inPlacesOf(index, r) }));
  const at = readings.findIndex((r) => r.places.length > 0);
  const first = readings[at]!;
  let candidates = union(candidatesOf(index, q), placePositions(index, first, words[at]!.inPlaces));
  for (const spelling of first.spellings)
    candidates = union(candidates, candidatesOf(index, spelling));
  return {
    candidates,
    matches: (i) => {
      const name = index.names[i]!;
      return words.every((w) => w.spellings.some((s) => name.includes(s)) || w.inPlaces(i));
    },
  };
}
