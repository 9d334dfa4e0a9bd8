import { CHAT_TEXTS as T, type ChatSuggestion } from '@shop/contracts/client';
import type { CategoryTarget } from '../category-keywords.ts';

// The suggestions replies offer, in the spec's words where it gives them
// (docs/spec/account-and-company-site.md sections 2, 4 and 6). What tapping each one does is
// effects.ts.

export const SUGGESTIONS = {
  browse: { text: T.browseProducts, action: 'browse' },
  orders: { text: T.myOrders, action: 'orders' },
  favorites: { text: T.favorites, action: 'favorites' },
  delivery: { text: T.deliveryInfo, action: 'delivery' },
  help: { text: T.help, action: 'help' },
  payment: { text: 'Payment options', action: 'payment' },
  contact: { text: T.contactSupport, action: 'contact' },
  login: { text: T.login, action: 'login' },
  register: { text: T.register, action: 'register' },
  prices: { text: 'Price ranges', action: 'ask' },
} as const satisfies Record<string, ChatSuggestion>;

/** A question sent as if typed ('Show me sofas'). */
export const ask = (text: string): ChatSuggestion => ({ text, action: 'ask' });

/**
 * Show More (section 9): the collection narrowed to what the reply searched, so the visitor
 * lands on the rest of the same list.
 */
export function showMore(target: CategoryTarget | undefined, search?: string): ChatSuggestion {
  return {
    text: T.showMore,
    action: target ? 'browse_category' : 'browse',
    ...target,
    ...(search && { search }),
  };
}
