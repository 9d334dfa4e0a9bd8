import type { ChatReply } from '@shop/contracts/client';
import { understand } from './intents.ts';
import { accountReply } from './replies/account.ts';
import { materialAdviceReply, spaceAdviceReply } from './replies/advice.ts';
import { contactReply } from './replies/contact.ts';
import { deliveryReply } from './replies/delivery.ts';
import { ordersReply } from './replies/orders.ts';
import { paymentReply } from './replies/payment.ts';
import { pricesReply } from './replies/prices.ts';
import { productsReply } from './replies/products.ts';
import {
  catalogueReply,
  fallbackReply,
  greetingReply,
  helpReply,
  thanksReply,
} from './replies/small-talk.ts';
import type { AssistantContext } from './types.ts';

/**
 * The assistant's answer to one message. Deterministic: the same message and context give the
 * same reply. Only product questions search and only order questions read orders; a failing
 * lookup rejects the promise (the API reports it; the widget then uses its own fallback).
 */
export async function answer(message: string, ctx: AssistantContext): Promise<ChatReply> {
  const intent = understand(message);
  switch (intent.kind) {
    case 'orders':
      return ordersReply(await ctx.orders());
    case 'search':
      return productsReply(intent, ctx);
    case 'catalogue':
      return catalogueReply();
    case 'fallback':
      return fallbackReply();
    case 'topic':
      switch (intent.topic) {
        case 'delivery':
          return deliveryReply(ctx.settings);
        case 'payment':
          return paymentReply();
        case 'contact':
          return contactReply(ctx.settings);
        case 'account':
          return accountReply();
        case 'prices':
          return pricesReply();
        case 'help':
          return helpReply();
        case 'thanks':
          return thanksReply();
        case 'greeting':
          return greetingReply(ctx.settings);
        case 'space':
          return spaceAdviceReply();
        case 'material':
          return materialAdviceReply();
      }
  }
}

/** A reply the company should hear about: a search that found nothing (for the admin's list). */
export const isUnanswered = (reply: ChatReply) => reply.action === 'no_products';
