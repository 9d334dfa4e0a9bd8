import { MOBILE_MONEY_PROVIDERS, type ChatReply } from '@shop/contracts/client';
import { bullets, lines } from '../format.ts';
import { SUGGESTIONS as S } from './suggestions.ts';

// docs/spec/account-and-company-site.md section 9, payment text: mobile money (MTN, Airtel, UTL),
// cash on delivery, bank transfer, credit card coming soon. Checkout itself offers cash on
// delivery and mobile money only, so a bank transfer is arranged with the company.

const providers = `${MOBILE_MONEY_PROVIDERS.slice(0, -1).join(', ')} or ${MOBILE_MONEY_PROVIDERS.at(-1)}`;

export function paymentReply(): ChatReply {
  return {
    content: lines(
      'You can pay by:',
      bullets([
        `Mobile money: ${providers}`,
        'Cash on delivery',
        'Bank transfer: contact us to arrange it',
        'Credit card: coming soon',
      ]),
    ),
    suggestions: [S.delivery, S.contact],
    action: 'payment',
    products: [],
  };
}
