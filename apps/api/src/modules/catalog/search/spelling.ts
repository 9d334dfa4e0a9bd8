import { normalizeText } from '@shop/assistant';
import { allowedEdits, CATALOGUE_WORDS, editDistance, singular } from './catalogue-words.ts';

// The collection's typo tolerance (decision 0053): the assistant's own rule (catalogue-words.ts:
// edits by the word's length, a swap of two letters one edit, the first letter kept) over the
// catalogue's words and the words of the product names, which the name index keeps
// (name-index/). It is asked only when a search found nothing.

const CATALOGUE = new Set(CATALOGUE_WORDS);

/** More words than this are not corrected (the assistant reads at most 8). */
const WORDS_MAX = 8;

/**
 * The search with each word the catalogue does not know replaced by the nearest word it does, in
 * lower case ('Chiar' -> 'chair', 'wodden chiar' -> 'wooden chair'); undefined when no word was
 * corrected. `nameWords` are the names' words with how often they are used (the name index's
 * `words`); without them only the catalogue's own words are known.
 */
export function correctedSearch(
  q: string,
  nameWords: ReadonlyMap<string, number> = new Map(),
): string | undefined {
  const words = normalizeText(q).split(' ').filter(Boolean);
  if (words.length === 0 || words.length > WORDS_MAX) return undefined;
  let corrected = false;
  const spelt = words.map((word) => {
    const nearest = nearestKnown(word, nameWords);
    if (nearest) corrected = true;
    return nearest ?? word;
  });
  return corrected ? spelt.join(' ') : undefined;
}

interface Candidate {
  word: string;
  edits: number;
  /** A catalogue word (a category's or sub-category's) goes before a name's word. */
  catalogue: boolean;
  /** How often the names use it: the commoner word goes first. */
  uses: number;
}

const better = (a: Candidate, b: Candidate): boolean =>
  a.edits !== b.edits
    ? a.edits < b.edits
    : a.catalogue !== b.catalogue
      ? a.catalogue
      : a.uses !== b.uses
        ? a.uses > b.uses
        : a.word < b.word;

/**
 * The known word nearest to a word nobody uses, within the edits its length allows and with the
 * same first letter; undefined for a known word, a word with digits, or one too far from all.
 */
export function nearestKnown(
  word: string,
  nameWords: ReadonlyMap<string, number>,
): string | undefined {
  const one = singular(word);
  if (!/^[a-z]+$/.test(word) || CATALOGUE.has(one) || nameWords.has(word) || nameWords.has(one))
    return undefined;
  const max = allowedEdits(word.length);
  if (max === 0) return undefined;
  let best: Candidate | undefined;
  const consider = (known: string, catalogue: boolean, uses: number) => {
    if (known[0] !== word[0]) return;
    const edits = Math.min(editDistance(word, known, max), editDistance(one, known, max));
    if (edits > max) return;
    const candidate = { word: known, edits, catalogue, uses };
    if (!best || better(candidate, best)) best = candidate;
  };
  for (const known of CATALOGUE_WORDS) consider(known, true, 0);
  for (const [known, uses] of nameWords) consider(known, false, uses);
  return best?.word;
}
