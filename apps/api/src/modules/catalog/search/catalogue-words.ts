import { CATEGORIES, CATEGORY_LABELS, CATEGORY_NAMES, type Category } from '@shop/contracts';
import { normalizeText } from '@shop/assistant';

// The catalogue's own words and the typo tolerance for them, shared by the assistant (decision
// 0020: 'sofaa', 'chiar', 'cemnt' and 'desiel' find sofas, chairs, cement and diesel) and the
// collection's search (decision 0053). A misspelt word is matched against the words of every
// category and sub-category name by edit distance, here in memory (a few hundred words), because
// trigrams miss swapped letters: 'chiar' and 'chair' share only their first two trigrams. The
// product names themselves are searched in the database (the assistant's
// chatbot/product-search.ts) or the name index, with the corrected word.

/** A part of the catalogue a word names: a whole category, or one of its sub-categories. */
export interface CataloguePlace {
  category: Category;
  subCategory?: string;
}

/** What one word of a search stands for. */
export interface WordReading {
  /** The spellings to look for in product names: the word as typed, its singular, corrections. */
  spellings: string[];
  /** The categories and sub-categories whose names hold the word (or its correction). */
  places: CataloguePlace[];
}

// Joining words that name nothing by themselves.
export const STOP_WORDS = new Set(['and', 'with', 'the', 'of', 'for', 'or']);

/**
 * 'sofas' = 'sofa', 'benches' = 'bench', 'batteries' = 'battery'; short words stay ('gas').
 * The same crude rule as the assistant's reading of a message (packages/assistant normalize.ts).
 */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * Edit distance counting a swap of two neighbouring letters as one edit (optimal string
 * alignment), so 'chiar' is one edit from 'chair'. Gives up (returns max + 1) past `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, before[j - 2]! + 1);
      }
      current.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Edits a word of this length may carry and still be read as a catalogue word. */
export const allowedEdits = (length: number) => (length >= 6 ? 2 : length >= 4 ? 1 : 0);

/** Every catalogue word (singular) with the places whose names hold it. */
function buildVocabulary(): Map<string, CataloguePlace[]> {
  const vocabulary = new Map<string, CataloguePlace[]>();
  const add = (name: string, place: CataloguePlace) => {
    for (const word of normalizeText(name).split(' ')) {
      if (word.length < 3 || STOP_WORDS.has(word)) continue;
      const key = singular(word);
      const places = vocabulary.get(key) ?? [];
      places.push(place);
      vocabulary.set(key, places);
    }
  };
  for (const category of CATEGORY_NAMES) {
    add(CATEGORY_LABELS[category], { category });
    for (const subCategory of CATEGORIES[category]) add(subCategory, { category, subCategory });
  }
  return vocabulary;
}

const VOCABULARY = buildVocabulary();

/** The places whose names hold the word itself (any plural), not a correction of it. */
export const placesNamedBy = (word: string): CataloguePlace[] =>
  uniquePlaces(VOCABULARY.get(singular(word)) ?? []);

/** The names of every category and sub-category, once each ('Cabinets' is in two categories). */
export const PLACE_NAMES: readonly string[] = [
  ...new Set(
    CATEGORY_NAMES.flatMap((category) => [CATEGORY_LABELS[category], ...CATEGORIES[category]]),
  ),
];

/** Every catalogue word, singular (the words a misspelt search word may be corrected to). */
export const CATALOGUE_WORDS: readonly string[] = [...VOCABULARY.keys()];

/**
 * The catalogue words a search word stands for: itself when the catalogue uses it (any
 * plural), else the nearest words within the edits its length allows, starting with the same
 * letter (a first letter is rarely the mistyped one, and 'hand' must not become 'sand').
 */
function catalogueWordsFor(word: string): string[] {
  const key = singular(word);
  if (VOCABULARY.has(key)) return [key];
  const max = allowedEdits(word.length);
  if (max === 0) return [];
  let best = max + 1;
  let nearest: string[] = [];
  for (const known of VOCABULARY.keys()) {
    if (known[0] !== word[0]) continue;
    const d = Math.min(editDistance(word, known, max), editDistance(key, known, max));
    if (d < best) {
      best = d;
      nearest = [known];
    } else if (d === best) {
      nearest.push(known);
    }
  }
  return best <= max ? nearest : [];
}

/**
 * How one (normalised) word of a search is looked for in the catalogue. A misspelt word is
 * looked for as its corrections only: as typed it names nothing, and the planner, which cannot
 * tell that, would expect it everywhere and read the whole table.
 */
export function readWord(word: string): WordReading {
  const known = catalogueWordsFor(word);
  const corrected = known.length > 0 && !known.includes(singular(word));
  const spellings = shortest(corrected ? known : [word, singular(word), ...known]);
  const places = known.flatMap((w) => VOCABULARY.get(w) ?? []);
  return { spellings, places: uniquePlaces(places) };
}

/** Spellings without any that holds another ('sofas' is found by looking for 'sofa'). */
export function shortest(words: string[]): string[] {
  const sorted = [...new Set(words)].sort((a, b) => a.length - b.length);
  const kept: string[] = [];
  for (const w of sorted) if (!kept.some((k) => w.includes(k))) kept.push(w);
  return kept;
}

/** A sub-category is dropped when its whole category is already named. */
function uniquePlaces(places: CataloguePlace[]): CataloguePlace[] {
  const whole = new Set(places.filter((p) => !p.subCategory).map((p) => p.category));
  const seen = new Set<string>();
  return places.filter((p) => {
    if (p.subCategory && whole.has(p.category)) return false;
    const key = `${p.category}/${p.subCategory ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
