import type { ChatReply, ShopSettings } from '@shop/contracts/client';
import { bullets, lines } from '../format.ts';
import { ask, SUGGESTIONS as S } from './suggestions.ts';

// Greeting, help, thanks and the answers for what the engine did not understand
// (docs/spec/account-and-company-site.md section 4: the first open greets with suggestions).

/** The first-open message, also the answer to 'hi'. */
export function greetingReply(settings: ShopSettings): ChatReply {
  return {
    content: lines(
      `Hello! 👋 I'm the ${settings.company.shortName} shopping assistant.`,
      'I can help you find products (furniture, building materials, food, relief supplies, ' +
        'stationery and fuel) and answer questions about your orders, delivery and payment. ' +
        'What are you looking for today?',
    ),
    suggestions: [ask('Show me sofas'), ask('Show me cement'), S.browse, S.delivery, S.help],
    action: 'greeting',
    products: [],
  };
}

export function helpReply(): ChatReply {
  return {
    content: lines(
      'Here is what I can do for you:',
      bullets([
        'Find products: try "show me sofas", "cement", "rice" or "cheap tents"',
        'Track your orders: ask "where is my order?"',
        'Explain delivery, payment and our price ranges',
        'Tell you how to reach us',
      ]),
      'What would you like to do?',
    ),
    suggestions: [S.browse, S.orders, S.delivery, S.payment, S.contact],
    action: 'help',
    products: [],
  };
}

export function thanksReply(): ChatReply {
  return {
    content: "You're welcome! Is there anything else I can help you with?",
    suggestions: [S.browse, S.help],
    action: 'thanks',
    products: [],
  };
}

/** A search phrase with nothing after it ('show me', 'browse products', 'what do you sell'). */
export function catalogueReply(): ChatReply {
  return {
    content:
      'We sell furniture, building and construction materials, food, relief supplies, ' +
      'stationery and fuel. What are you looking for? Tell me a product, for example sofas, ' +
      'cement, rice, tents or printers.',
    suggestions: [ask('Show me sofas'), ask('Show me cement'), ask('Show me rice'), S.browse],
    action: 'catalogue',
    products: [],
  };
}

/** Anything else: no words the engine knows and nothing to search for (emoji, punctuation). */
export function fallbackReply(): ChatReply {
  return {
    content:
      'Sorry, I didn\'t quite understand that. I can help you find products (try "show me ' +
      'sofas" or "cement"), track your orders, and answer questions about delivery, payment and ' +
      'prices.',
    suggestions: [S.browse, S.orders, S.delivery, S.help],
    action: 'fallback',
    products: [],
  };
}
