import { z } from 'zod';
import { pagedResponse, pagingQuery } from './api.ts';
import {
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES as M,
  CHAT_REPLY_KINDS,
  CHAT_SESSION_ID_PATTERN,
  CHAT_SUGGESTION_ACTIONS,
} from './chatbot-rules.ts';

/**
 * `POST /api/chatbot/query` (docs/spec/account-and-company-site.md section 7). `userId` is the
 * client's word only ('user' when it holds a token): the orders shown follow the `token` header,
 * never this field (section 6). Left out, it reads as null.
 */
export const chatbotQueryRequestSchema = z.object(
  {
    message: z
      .string({ message: M.messageRequired })
      .trim()
      .min(1, M.messageRequired)
      .max(CHAT_MESSAGE_MAX, M.messageTooLong),
    userId: z.literal('user', { message: M.userIdInvalid }).nullable().default(null),
    sessionId: z
      .string({ message: M.sessionInvalid })
      .regex(CHAT_SESSION_ID_PATTERN, M.sessionInvalid),
  },
  // A body that is no object at all (null, a list, a bare string) lacks the message first.
  { message: M.messageRequired },
);
export type ChatbotQueryRequest = z.input<typeof chatbotQueryRequestSchema>;

/** A product card in a reply (section 3, Chat product): the first image is shown. */
export const chatProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  subCategory: z.string(),
  price: z.number(),
  /** True when sizes sell at different prices: `price` is the lowest, shown "From SSP ...". */
  priceFrom: z.boolean().optional(),
  image: z.array(z.string()),
  /** The unit the price is per ('50 kg' and 'bag': 'per 50 kg bag'), as on every price. */
  measurement: z.string().optional(),
  unit: z.string().optional(),
});
export type ChatProduct = z.infer<typeof chatProductSchema>;

/**
 * A tappable suggestion (section 3, Suggestion: text, action, productId, category). `subCategory`
 * and `search` are ours: a Show More narrows the collection to the sub-category or the words the
 * visitor searched for (`/collection?category=...&subCategory=...&q=...`).
 */
export const chatSuggestionSchema = z.object({
  text: z.string(),
  action: z.enum(CHAT_SUGGESTION_ACTIONS),
  productId: z.string().optional(),
  category: z.string().optional(),
  subCategory: z.string().optional(),
  search: z.string().optional(),
});
export type ChatSuggestion = z.infer<typeof chatSuggestionSchema>;

/** One bot answer; `action` names what kind of answer it is (the widget may ignore it). */
export const chatReplySchema = z.object({
  content: z.string(),
  suggestions: z.array(chatSuggestionSchema),
  action: z.enum(CHAT_REPLY_KINDS).optional(),
  products: z.array(chatProductSchema),
});
export type ChatReply = z.infer<typeof chatReplySchema>;

export const chatbotQueryResponseSchema = z.object({
  success: z.literal(true),
  response: chatReplySchema,
});
export type ChatbotQueryResponse = z.infer<typeof chatbotQueryResponseSchema>;

// ---- The staff's 'Unanswered questions' (decision 0020) ----

/**
 * Where a question that found nothing was asked: the shopping assistant, or the collection's
 * search box (a search with no result on its first page).
 */
export const UNANSWERED_SOURCES = ['assistant', 'search'] as const;
export type UnansweredSource = (typeof UNANSWERED_SOURCES)[number];

/** Longest text kept of a question (normalised: lower-case words, no punctuation). */
export const UNANSWERED_TEXT_MAX = 200;

export const ADMIN_UNANSWERED_PAGE_SIZE = 20;
export const ADMIN_UNANSWERED_PAGE_SIZE_MAX = 100;

export const UNANSWERED_MESSAGES = {
  sourceInvalid: 'source must be assistant or search',
  searchTooLong: 'Search text must be at most 100 characters',
  textRequired: 'Say which question to clear (text).',
  textTooLong: `text must be at most ${UNANSWERED_TEXT_MAX} characters`,
  notFound: 'No such question is recorded (it may have been cleared already).',
  cleared: (n: number) => `Cleared ${n === 1 ? '1 question' : `${n} questions`}.`,
} as const;

const sourceSchema = z.enum(UNANSWERED_SOURCES, { message: UNANSWERED_MESSAGES.sourceInvalid });

/**
 * `GET /api/admin/assistant/unanswered`: questions grouped by their text, most asked first;
 * `source` keeps one place's questions, `q` those whose text contains the words.
 */
export const adminUnansweredQuerySchema = z.object({
  source: sourceSchema.optional(),
  q: z.string().trim().max(100, UNANSWERED_MESSAGES.searchTooLong).optional(),
  ...pagingQuery(ADMIN_UNANSWERED_PAGE_SIZE_MAX),
});
export type AdminUnansweredQuery = z.input<typeof adminUnansweredQuerySchema>;

/** One question as the staff see it: how often it was asked, where, and when last (ISO). */
export const unansweredQuestionSchema = z.object({
  text: z.string(),
  count: z.number().int(),
  /** Of `count`, how many came from the assistant and how many from the search box. */
  sources: z.object({ assistant: z.number().int(), search: z.number().int() }),
  firstAskedAt: z.string(),
  lastAskedAt: z.string(),
});
export type UnansweredQuestion = z.infer<typeof unansweredQuestionSchema>;

/** How many different questions each place recorded (the tabs' numbers). */
export const unansweredCountsSchema = z.object({
  assistant: z.number().int(),
  search: z.number().int(),
});
export type UnansweredCounts = z.infer<typeof unansweredCountsSchema>;

export const adminUnansweredResponseSchema = pagedResponse(
  'questions',
  unansweredQuestionSchema,
).extend({ counts: unansweredCountsSchema });
export type AdminUnansweredResponse = z.infer<typeof adminUnansweredResponseSchema>;

/**
 * `DELETE /api/admin/assistant/unanswered?text=...&source=...`: clears one question (every time
 * it was asked, or only those from one place) once the staff have acted on it. Audited.
 */
export const adminUnansweredDeleteQuerySchema = z.object({
  text: z
    .string({ message: UNANSWERED_MESSAGES.textRequired })
    .trim()
    .min(1, UNANSWERED_MESSAGES.textRequired)
    .max(UNANSWERED_TEXT_MAX, UNANSWERED_MESSAGES.textTooLong),
  source: sourceSchema.optional(),
});
export type AdminUnansweredDeleteQuery = z.input<typeof adminUnansweredDeleteQuerySchema>;
