import { answer, isUnanswered, type OrdersLookup } from '@shop/assistant';
import type { ChatbotQueryResponse } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import type { CountCache } from '../catalog/index.ts';
import { listUserOrders } from '../orders/index.ts';
import { getShopSettings } from '../settings/index.ts';
import { searchCatalogue } from './product-search.ts';

export interface AssistantDeps {
  db: Db;
  counts: CountCache;
  /** Records a product question that found nothing for the staff (modules/questions/). */
  recordUnanswered(message: string): void;
  /** The signed-in customer's id, null when nobody (or an expired session) is signed in. */
  customerId(): Promise<string | null>;
}

/** The customer's orders as the assistant reads them, or null when nobody is signed in. */
async function ordersOf(db: Db, customerId: string | null): Promise<OrdersLookup> {
  if (!customerId) return null;
  const { orders } = await listUserOrders(db, customerId);
  return orders.map((o) => ({ id: o._id, status: o.status, date: o.date }));
}

/**
 * The assistant's reply to one message (@shop/assistant's rules) with the catalogue, the shop's
 * settings and the customer's own orders behind it. A product question that found nothing is
 * recorded for the staff, without the reply waiting for it.
 */
export async function answerMessage(
  deps: AssistantDeps,
  message: string,
): Promise<ChatbotQueryResponse> {
  const settings = await getShopSettings(deps.db);
  const reply = await answer(message, {
    searchProducts: (query) => searchCatalogue(deps.db, deps.counts, query),
    settings,
    // Only order questions read the session and the orders.
    orders: async () => ordersOf(deps.db, await deps.customerId()),
  });
  if (isUnanswered(reply)) deps.recordUnanswered(message);
  return { success: true, response: reply };
}
