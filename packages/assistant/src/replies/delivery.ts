import { formatPrice, type ChatReply, type ShopSettings } from '@shop/contracts/client';
import { bullets, lines } from '../format.ts';
import { SUGGESTIONS as S } from './suggestions.ts';

// docs/spec/account-and-company-site.md section 9, delivery text: free delivery above a threshold,
// standard 3 to 5 business days, express for the Juba area, cash on delivery for all orders. The
// threshold and the fee are the shop's settings (decision 0002), never written here.

function feeLine({ deliveryFee, freeDeliveryThreshold }: ShopSettings): string {
  // The order summary charges nothing at or above the threshold (contracts' orderSummary).
  if (deliveryFee <= 0 || freeDeliveryThreshold <= 0) return 'Delivery is free on every order.';
  return (
    `Free delivery on orders of ${formatPrice(freeDeliveryThreshold)} or more; ` +
    `below that the delivery fee is ${formatPrice(deliveryFee)}.`
  );
}

export function deliveryReply(settings: ShopSettings): ChatReply {
  return {
    content: lines(
      'Here is how delivery works:',
      bullets([
        feeLine(settings),
        'Standard delivery takes 3 to 5 business days.',
        'Express delivery is available in the Juba area.',
        'Cash on delivery is available for all orders.',
      ]),
    ),
    suggestions: [S.payment, S.orders, S.contact],
    action: 'delivery',
    products: [],
  };
}
