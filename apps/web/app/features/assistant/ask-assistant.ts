import type {
  ChatbotQueryResponse,
  ChatProduct,
  ChatReply,
  ShopSettings,
} from '@shop/contracts/client';
import { api } from '~/lib/api';

export interface AskContext {
  sessionId: string;
  signedIn: boolean;
  settings: ShopSettings;
  /** Products the page already holds, searched by the fallback. */
  products: () => ChatProduct[];
}

/**
 * Said only when neither the API nor the browser's own rules can answer (offline, and the rules'
 * code not loaded yet): the one case with nothing better to show.
 */
export const UNREACHABLE_REPLY: ChatReply = {
  content:
    'I cannot reach the shop right now. Please check your connection and try again in a moment.',
  suggestions: [],
  products: [],
};

/**
 * The assistant's answer to one message: POST /api/chatbot/query (the token rides along, so order
 * questions answer with the customer's own orders), or, when that call fails (network, 5xx, 429)
 * or answers success false, the same rules run here, loaded only then
 * (docs/spec/account-and-company-site.md section 8: nothing is shown to the visitor about it).
 */
export async function askAssistant(message: string, ctx: AskContext): Promise<ChatReply> {
  try {
    const answer = await api<Partial<ChatbotQueryResponse>>('/api/chatbot/query', {
      body: { message, userId: ctx.signedIn ? 'user' : null, sessionId: ctx.sessionId },
      auth: true,
    });
    if (answer.success === true && answer.response) return answer.response;
  } catch {
    // Answered below by the browser's own rules, as the spec says.
  }
  return localAnswer(message, ctx);
}

/** The browser's fallback: the shared rules over the page's products and the settings. */
async function localAnswer(message: string, ctx: AskContext): Promise<ChatReply> {
  try {
    const { answer, searchProductList } = await import('@shop/assistant');
    return await answer(message, {
      searchProducts: searchProductList(ctx.products()),
      settings: ctx.settings,
      // Signed in, the orders are on the server, out of reach just now.
      orders: async () => (ctx.signedIn ? 'unavailable' : null),
    });
  } catch {
    return UNREACHABLE_REPLY;
  }
}
