import { CHAT_MESSAGE_MAX } from '@shop/contracts/client';

// Messages are matched word by word, case-insensitively and on word boundaries
// (docs/spec/account-and-company-site.md section 9), so 'desk' never matches inside 'desktop'.

/** A word of the message: `raw` as typed (lower-cased, for the search), `stem` for matching. */
export interface Token {
  raw: string;
  stem: string;
}

/** Longest message read (the API refuses longer ones; the browser's fallback may be handed any). */
const MESSAGE_MAX = CHAT_MESSAGE_MAX;

/**
 * Lower-case letters and digits only: accents dropped (café -> cafe), apostrophes closed up
 * (what's -> whats), '&' read as 'and', everything else (emoji, punctuation, hyphens) a space.
 */
export function normalizeText(text: string): string {
  return text
    .slice(0, MESSAGE_MAX)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * A plural and its singular read the same ('sofas' = 'sofa', 'benches' = 'bench', 'batteries' =
 * 'battery'). Crude on purpose: both the message and every keyword go through it, so a word it
 * mangles ('shelves' -> 'shelve') still matches itself. Short words stay as they are ('gas', 'bus').
 */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

export function tokenize(text: string): Token[] {
  const normalized = normalizeText(text);
  return normalized ? normalized.split(' ').map((raw) => ({ raw, stem: stem(raw) })) : [];
}

/** A keyword phrase as the stems it must match, in order. */
export function phraseStems(phrase: string): string[] {
  return tokenize(phrase).map((t) => t.stem);
}
