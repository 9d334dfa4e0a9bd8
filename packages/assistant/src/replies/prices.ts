import {
  CHAT_AFFORDABLE_MIN_PRICE,
  CHAT_BUDGET_MAX_PRICE,
  CHAT_PREMIUM_MIN_PRICE,
  CURRENCY,
  type ChatReply,
} from '@shop/contracts/client';
import { bullets, groupDigits as n, lines } from '../format.ts';
import { ask, SUGGESTIONS as S } from './suggestions.ts';

// docs/spec/account-and-company-site.md section 9, price text: affordable SSP 50,000 to 500,000,
// mid-range 500,000 to 2,000,000, premium 2,000,000 and above. The same thresholds drive the
// cheap and premium searches.

export function pricesReply(): ChatReply {
  return {
    content: lines(
      'Our prices fall into three ranges:',
      bullets([
        `Affordable: ${CURRENCY} ${n(CHAT_AFFORDABLE_MIN_PRICE)} to ${n(CHAT_BUDGET_MAX_PRICE)}`,
        `Mid-range: ${CURRENCY} ${n(CHAT_BUDGET_MAX_PRICE)} to ${n(CHAT_PREMIUM_MIN_PRICE)}`,
        `Premium: ${CURRENCY} ${n(CHAT_PREMIUM_MIN_PRICE)} and above`,
      ]),
      'Tell me what you need and your budget, and I will show you what we have.',
    ),
    suggestions: [ask('Show me affordable products'), ask('Show me premium products'), S.browse],
    action: 'prices',
    products: [],
  };
}
