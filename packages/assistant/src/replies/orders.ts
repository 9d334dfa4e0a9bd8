import { CHAT_ORDERS_MAX, orderNumber, type ChatReply } from '@shop/contracts/client';
import { bullets, formatOrderDate, lines } from '../format.ts';
import type { OrdersLookup } from '../types.ts';
import { SUGGESTIONS as S } from './suggestions.ts';

// docs/spec/account-and-company-site.md section 6: signed-in visitors are pointed to My Orders;
// others are told to log in, with the suggestions Login, Register and Contact Support. Order
// numbers are the last 6 characters of the id (section 9). A visitor without an account (who
// ordered by phone, or lost their password) can still follow an order on the tracking page
// (docs/decisions/0031-units-stock-and-tracking.md), so the signed-out answer names it too.

/** The storefront's page for tracking an order without signing in. */
const TRACK_PATH = '/track';

export function ordersReply(lookup: OrdersLookup): ChatReply {
  if (lookup === null) {
    return {
      content: lines(
        'Please log in to track your orders. Use the Login button at the top of the page, or ' +
          'register if you are new. Once you are logged in, ask me again or open My Orders.',
        `No account, or you ordered by phone? Track your order without signing in on ${TRACK_PATH} ` +
          'with the order number from your order e-mail and the phone number of the delivery address.',
      ),
      suggestions: [S.login, S.register, S.contact],
      action: 'login_needed',
      products: [],
    };
  }
  if (lookup === 'unavailable') {
    return reply('You can see all your orders and where each one is in My Orders.', [S.orders]);
  }
  if (lookup.length === 0) {
    return reply(
      'You have no orders yet. When you place one, you can follow it here or in My Orders.',
      [S.browse, S.orders],
    );
  }
  const newest = [...lookup].sort((a, b) => b.date - a.date).slice(0, CHAT_ORDERS_MAX);
  const heading =
    lookup.length > newest.length
      ? `Here are your ${newest.length} latest orders (of ${lookup.length}):`
      : newest.length === 1
        ? 'Here is your order:'
        : 'Here are your latest orders:';
  return reply(
    lines(
      heading,
      bullets(
        newest.map(
          (o) => `Order #${orderNumber(o.id)}: ${o.status}, placed ${formatOrderDate(o.date)}`,
        ),
      ),
      'Open My Orders for the details and tracking.',
    ),
    [S.orders, S.delivery],
  );
}

function reply(content: string, suggestions: ChatReply['suggestions']): ChatReply {
  return { content, suggestions, action: 'orders', products: [] };
}
