import { SEARCH_QUERY_MAX } from '@shop/contracts/client';
import type { CategoryTarget } from './category-keywords.ts';
import { matchPhrases, type PhraseMatch } from './lexicon.ts';
import { tokenize, type Token } from './normalize.ts';
import type { PriceBand, Topic } from './topic-keywords.ts';

/** What the visitor wants, decided from the words alone (no catalogue, no account). */
export type Intent =
  | { kind: 'orders' }
  | {
      kind: 'topic';
      topic: Exclude<Topic, 'orders'>;
    }
  | {
      kind: 'search';
      /** A part of the catalogue the message names. */
      target?: CategoryTarget;
      band?: PriceBand;
      /** The words left once every known word is taken out, for a name search. */
      text?: string;
    }
  /** A search phrase with nothing to search for ('show me', 'what do you sell'). */
  | { kind: 'catalogue' }
  | { kind: 'fallback' };

/** Questions that outrank a product named without a search phrase ("do you deliver cement?"). */
const STRONG_TOPICS = ['delivery', 'payment', 'contact', 'account'] as const;

/** At most this many words go to a name search; the rest of a long message is noise. */
const SEARCH_WORDS_MAX = 8;

/**
 * The rules of docs/spec/account-and-company-site.md section 9, in this order: order tracking;
 * a named product (unless the message is really a question about delivery, payment, contact or
 * the account and asks for no product); those questions; help; a price word; space and material
 * advice; a name search with the words left over; price ranges; thanks; greeting; and a helpful
 * fallback.
 */
export function understand(message: string): Intent {
  const tokens = tokenize(message);
  if (tokens.length === 0) return { kind: 'fallback' };
  const { matches, unknown } = matchPhrases(tokens);

  const topics = new Set<Topic>();
  const topicAt = new Map<Topic, number>();
  for (const m of matches) {
    if (m.meaning.kind !== 'topic') continue;
    topics.add(m.meaning.topic);
    if (!topicAt.has(m.meaning.topic)) topicAt.set(m.meaning.topic, m.position);
  }
  const trigger = matches.some((m) => m.meaning.kind === 'trigger');
  const target = chooseTarget(matches, trigger);
  const text = searchText(unknown);
  // 'wooden beds', 'leather sofas': within a named category the material narrows the search;
  // a bare number there is a quantity ('50 bags of cement'), not part of a name.
  const materialWords = matches.flatMap((m) =>
    m.meaning.kind === 'topic' && m.meaning.topic === 'material'
      ? tokens.slice(m.position, m.position + m.length)
      : [],
  );
  const textInCategory = searchText(
    [...materialWords, ...unknown].filter((t) => !/^\d+$/.test(t.raw)),
  );
  const priceBand = matches.flatMap((m) => (m.meaning.kind === 'price' ? [m.meaning.band] : []))[0];

  if (topics.has('orders')) return { kind: 'orders' };

  const strong = STRONG_TOPICS.filter((t) => topics.has(t)).sort(
    (a, b) => (topicAt.get(a) ?? 0) - (topicAt.get(b) ?? 0),
  )[0];
  if (target && (trigger || !strong)) return search(target, priceBand, textInCategory);
  if (strong) return { kind: 'topic', topic: strong };
  if (topics.has('help')) return { kind: 'topic', topic: 'help' };
  if (priceBand) return search(undefined, priceBand, text);
  if (topics.has('space')) return { kind: 'topic', topic: 'space' };
  if (topics.has('material')) return { kind: 'topic', topic: 'material' };
  const smallTalk = topics.has('thanks') || topics.has('greeting');
  if (text && (trigger || !smallTalk)) return search(undefined, undefined, text);
  if (topics.has('prices')) return { kind: 'topic', topic: 'prices' };
  if (topics.has('thanks')) return { kind: 'topic', topic: 'thanks' };
  if (topics.has('greeting')) return { kind: 'topic', topic: 'greeting' };
  if (trigger) return { kind: 'catalogue' };
  return { kind: 'fallback' };
}

/** The words a name search is given: the first few, within the search box's limit. */
function searchText(words: readonly Token[]): string | undefined {
  return (
    words
      .slice(0, SEARCH_WORDS_MAX)
      .map((t) => t.raw)
      .join(' ')
      .slice(0, SEARCH_QUERY_MAX)
      .trim() || undefined
  );
}

function search(target?: CategoryTarget, band?: PriceBand, text?: string): Intent {
  return {
    kind: 'search',
    ...(target && { target }),
    ...(band && { band }),
    ...(text && { text }),
  };
}

/**
 * The catalogue place the message names: a sub-category over a whole category ('bedroom
 * dresser' is Dressers), then the first named. A weak word counts only after a search phrase.
 */
function chooseTarget(matches: readonly PhraseMatch[], trigger: boolean) {
  const named = matches.flatMap((m) =>
    m.meaning.kind === 'category' && (trigger || !m.meaning.weak) ? [m.meaning.target] : [],
  );
  return named.find((t) => t.subCategory) ?? named[0];
}
