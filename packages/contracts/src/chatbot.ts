import { z } from 'zod';
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
export const chatbotQueryRequestSchema = z.object({
  message: z
    .string({ message: M.messageRequired })
    .trim()
    .min(1, M.messageRequired)
    .max(CHAT_MESSAGE_MAX, M.messageTooLong),
  userId: z.literal('user', { message: M.userIdInvalid }).nullable().default(null),
  sessionId: z
    .string({ message: M.sessionInvalid })
    .regex(CHAT_SESSION_ID_PATTERN, M.sessionInvalid),
});
export type ChatbotQueryRequest = z.input<typeof chatbotQueryRequestSchema>;

/** A product card in a reply (section 3, Chat product): the first image is shown. */
export const chatProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  subCategory: z.string(),
  price: z.number(),
  image: z.array(z.string()),
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
