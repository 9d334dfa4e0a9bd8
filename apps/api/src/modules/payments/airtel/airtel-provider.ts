// Airtel Money, Airtel Africa's Open API, Collection: a USSD push to the payer's phone and its
// status (docs/decisions/0048-airtel-money.md). Our reference is the transaction's id, chosen and
// stored before the request leaves, as for MTN (docs/decisions/0046-mobile-money-attempts.md).
import type { AirtelMoneyConfig } from '../../../config.ts';
import type { PaymentProvider } from '../provider.ts';
import { operatorCaller } from '../token-call.ts';
import { accessTokens } from './access-token.ts';
import { readStartAnswer, readStatusAnswer, refusalWords } from './status-answer.ts';

/**
 * The callback route (routes.ts): Airtel posts to the one address registered for the merchant,
 * so it carries no reference of ours; the body's transaction id says which attempt to ask about.
 */
export const AIRTEL_CALLBACK_PATH = '/api/payments/airtel/callback';

export interface AirtelProviderOptions {
  /** Each request's time to answer (milliseconds). */
  timeoutMs?: number;
}

/**
 * +2119XXXXXXXX as Airtel's msisdn: without the country code, which Airtel takes from the
 * country (the shop's numbers are all South Sudan's, order.ts).
 */
export const airtelMsisdn = (phone: string) => phone.replace(/^\+211/, '');

export function airtelMoneyProvider(
  config: AirtelMoneyConfig,
  opts: AirtelProviderOptions = {},
): PaymentProvider {
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const base = config.baseUrl.replace(/\/+$/, '');
  const operator = operatorCaller(accessTokens(config, timeoutMs), 'Airtel Money', timeoutMs, {
    'X-Country': config.country,
    'X-Currency': config.currency,
    Accept: '*/*',
  });

  return {
    name: 'Airtel',
    label: 'Airtel Money',
    currency: config.currency,

    start: (request) =>
      operator.start(
        (headers) => [
          `${base}/merchant/v1/payments/`,
          {
            method: 'POST',
            headers: { ...headers, 'Content-Type': 'application/json' },
            body: JSON.stringify({
              // Airtel's "reference" is the words the payer is shown, not an id.
              reference: request.payerMessage,
              subscriber: {
                country: config.country,
                currency: request.currency,
                msisdn: airtelMsisdn(request.payerPhone),
              },
              transaction: {
                amount: request.amount,
                country: config.country,
                currency: request.currency,
                id: request.referenceId,
              },
            }),
          },
        ],
        async (res) => {
          const unread = await operator.unread(res);
          if (unread) return unread;
          const body: unknown = await res.json().catch(() => undefined);
          if (!res.ok) return { kind: 'refused', reason: refusalWords(body, res.status) };
          return readStartAnswer(body);
        },
      ),

    status: (referenceId) =>
      operator.status(
        `${base}/standard/v1/payments/${encodeURIComponent(referenceId)}`,
        readStatusAnswer,
      ),
  };
}
