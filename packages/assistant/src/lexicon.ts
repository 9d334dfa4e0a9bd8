import { CATEGORY_KEYWORDS, type CategoryTarget } from './category-keywords.ts';
import { phraseStems, type Token } from './normalize.ts';
import {
  FILLER_WORDS,
  PRICE_KEYWORDS,
  SEARCH_TRIGGERS,
  TOPIC_KEYWORDS,
  type PriceBand,
  type Topic,
} from './topic-keywords.ts';

/** What a matched phrase says about the message. */
export type Meaning =
  | { kind: 'category'; target: CategoryTarget; weak: boolean }
  | { kind: 'topic'; topic: Topic }
  | { kind: 'price'; band: PriceBand }
  | { kind: 'trigger' }
  | { kind: 'filler' };

export interface LexiconEntry {
  phrase: string;
  stems: string[];
  meaning: Meaning;
}

export interface PhraseMatch {
  /** Index of the phrase's first word in the message. */
  position: number;
  length: number;
  meaning: Meaning;
}

/**
 * Every phrase the engine knows. Topics, price words, triggers and fillers come first; category
 * keywords after them and then in their own order, and the first entry of a phrase wins, so a
 * catalogue name that happens to be a common word never hides a question.
 */
function buildLexicon(): LexiconEntry[] {
  const entries: LexiconEntry[] = [];
  const add = (phrase: string, meaning: Meaning) =>
    entries.push({ phrase, stems: phraseStems(phrase), meaning });
  for (const [topic, phrases] of Object.entries(TOPIC_KEYWORDS) as [Topic, string[]][]) {
    for (const phrase of phrases) add(phrase, { kind: 'topic', topic });
  }
  for (const [band, phrases] of Object.entries(PRICE_KEYWORDS) as [PriceBand, string[]][]) {
    for (const phrase of phrases) add(phrase, { kind: 'price', band });
  }
  for (const phrase of SEARCH_TRIGGERS) add(phrase, { kind: 'trigger' });
  for (const phrase of FILLER_WORDS) add(phrase, { kind: 'filler' });
  for (const { phrase, target, weak } of CATEGORY_KEYWORDS) {
    add(phrase, { kind: 'category', target, weak: weak ?? false });
  }
  return entries;
}

export const LEXICON: readonly LexiconEntry[] = buildLexicon();

/** Entries by their first stem, longest first (first-listed first among equals). */
const byFirstStem = new Map<string, LexiconEntry[]>();
for (const entry of LEXICON) {
  const first = entry.stems[0];
  if (first === undefined) continue;
  const list = byFirstStem.get(first) ?? [];
  list.push(entry);
  byFirstStem.set(first, list);
}
for (const list of byFirstStem.values()) list.sort((a, b) => b.stems.length - a.stems.length);

/**
 * Reads the message left to right, taking at each word the longest known phrase that starts
 * there. Words no phrase covers are returned as `unknown`: they are what a text search looks for.
 */
export function matchPhrases(tokens: readonly Token[]): {
  matches: PhraseMatch[];
  unknown: Token[];
} {
  const matches: PhraseMatch[] = [];
  const unknown: Token[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] as Token;
    const entry = byFirstStem
      .get(token.stem)
      ?.find((e) => e.stems.every((s, k) => tokens[i + k]?.stem === s));
    if (entry) {
      matches.push({ position: i, length: entry.stems.length, meaning: entry.meaning });
      i += entry.stems.length;
    } else {
      unknown.push(token);
      i += 1;
    }
  }
  return { matches, unknown };
}
