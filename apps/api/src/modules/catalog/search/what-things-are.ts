import { normalizeText } from '@shop/assistant';
import {
  placesNamedBy,
  shortest,
  singular,
  STOP_WORDS,
  type WordReading,
} from './catalogue-words.ts';

// A search finds products by what they are as well as by their names (decision 0053): 'sofa'
// finds the products of Seating Furniture › Sofas whose names never say 'sofa'. The database's
// SQL (queries.ts `whereOf`) and the name index (name-index/) both read a search through this one
// function, so they answer the same products.

/** More words than this and a search is read as a name only (the assistant reads at most 8). */
const WORDS_MAX = 8;

/**
 * A search read word by word, when one of its words names a category or sub-category (any
 * plural: 'sofas', 'chair'). A product is then found when each word is in its name (as typed or
 * singular) or names the product's place; joining words ('and', 'with') are left out. Undefined
 * when no word names a place: the search is then the name search alone, as before, and exactly
 * as fast. Only exact catalogue words count here; a misspelt word is corrected first, and only
 * when the search finds nothing (spelling.ts).
 */
export function byWhatThingsAre(q: string): WordReading[] | undefined {
  const words = normalizeText(q)
    .split(' ')
    .filter((w) => w && !STOP_WORDS.has(w));
  if (words.length === 0 || words.length > WORDS_MAX) return undefined;
  const readings = words.map((w) => ({
    spellings: shortest([w, singular(w)]),
    places: placesNamedBy(w),
  }));
  return readings.some((r) => r.places.length > 0) ? readings : undefined;
}
