/**
 * @shop/assistant: the shopping assistant's rules engine (decision 0020;
 * docs/spec/account-and-company-site.md sections 2-9). No DOM, no database, no timers, no Node:
 * the API runs it with the database behind it, and the storefront's chat widget runs the same
 * code as its fallback when the API call fails (loaded only then).
 *
 * ## Using it
 *
 * ```ts
 * import { answer, greeting, suggestionEffect, isUnanswered } from '@shop/assistant';
 *
 * const reply = await answer(message, {
 *   searchProducts: (q) => ...,  // ProductQuery -> { products: ChatProduct[]; total }
 *   settings,                    // ShopSettings: fee, threshold, company contacts
 *   orders: () => ...,           // ChatOrder[] signed in, null signed out, 'unavailable'
 * });
 * // reply: ChatReply = { content, suggestions, action, products }, the `response` of
 * // POST /api/chatbot/query (contracts' chatReplySchema).
 * ```
 *
 * - **API** (`POST /api/chatbot/query`): `searchProducts` runs the catalogue's typo-tolerant
 *   search (archived products never), honouring `category`, `subCategory` (exact names from
 *   contracts' CATEGORIES), `text`, `minPrice`/`maxPrice` (whole SSP, inclusive) and `limit`, and
 *   counts every match in `total` (Show More appears when total > 3). `orders` answers the
 *   customer of the `token` header (never the body's `userId`) and is called only for order
 *   questions. Record the question for the admin's 'Unanswered questions' when
 *   `isUnanswered(reply)` (a search that found nothing), as `normalizeText(message)` so "Show me
 *   wardrobes?" and "show me wardrobes" group together. A rejected lookup rejects `answer`.
 * - **Widget**: `greeting({ settings })` is the first-open message; `CHAT_QUICK_ACTIONS`,
 *   `CHAT_TEXTS`, `CHAT_REPLY_DELAY_MS` and the panel sizes come from `@shop/contracts/client`.
 *   Every tap on a suggestion or chip goes through `suggestionEffect(s)` (also at
 *   `@shop/assistant/effects`, a few hundred bytes, so the panel need not carry the engine):
 *   `{ kind: 'navigate', to }` (go there and close the panel) or `{ kind: 'send', text }` (send
 *   it as the visitor's message).
 *   A product card's View is `suggestionEffect({ text: 'View', action: 'view_product',
 *   productId })`. As the fallback, `searchProductList(products)` searches products the page
 *   already holds (or an empty list), and `orders` is null signed out, 'unavailable' signed in.
 *   `content` is plain text with '\n' line breaks and '• ' list lines: render it as text, never
 *   as HTML (it may quote what the visitor typed).
 * - **Admin**: `understand(message)` tells what a recorded question was taken for.
 *
 * ## Inside
 *
 * `normalize.ts` (words, plural = singular) → `category-keywords.ts` and `topic-keywords.ts` (what
 * the words mean) → `lexicon.ts` (longest phrase first) → `intents.ts` (the rules, in order) →
 * `replies/*.ts` (one kind of answer each) ← `answer.ts`. `effects.ts` maps suggestions to what
 * the widget does; `memory-search.ts` is a `searchProducts` over an array.
 */
export { answer, isUnanswered } from './answer.ts';
export { greeting } from './greeting.ts';
export { suggestionEffect, type SuggestionEffect } from './effects.ts';
export { understand, type Intent } from './intents.ts';
export { searchProductList } from './memory-search.ts';
export { normalizeText } from './normalize.ts';
export type {
  AssistantContext,
  ChatOrder,
  OrdersLookup,
  ProductQuery,
  ProductSearchResult,
} from './types.ts';
