// Airtel Money, Airtel Africa's Open API, Collection: a USSD push to the payer's phone and its
// status (docs/decisions/0048-airtel-money.md). Our reference is the transaction's id, chosen and
// stored before the request leaves, as for MTN (docs/decisions/0046-mobile-money-attempts.md).
import type { AirtelMoneyConfig } from '../../../config.ts';
import {
  outcomeOfFailedStart,
  type CollectionRequest,
  type CollectionStatus,
  type PaymentProvider,
  type StartOutcome,
} from '../provider.ts';
import { readStatusResponse, tokenCaller, unreadStartAnswer } from '../token-call.ts';
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
  const tokens = accessTokens(config, timeoutMs);
  const call = tokenCaller(tokens, 'Airtel Money', timeoutMs);

  const headers = (token: string) => ({
    Authorization: `Bearer ${token}`,
    'X-Country': config.country,
    'X-Currency': config.currency,
    Accept: '*/*',
  });

  return {
    name: 'Airtel',
    label: 'Airtel Money',
    currency: config.currency,

    async start(request: CollectionRequest): Promise<StartOutcome> {
      let res: Response;
      try {
        res = await call((token) => [
          `${base}/merchant/v1/payments/`,
          {
            method: 'POST',
            headers: { ...headers(token), 'Content-Type': 'application/json' },
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
        ]);
      } catch (err) {
        return outcomeOfFailedStart(err);
      }
      const unread = await unreadStartAnswer(res, 'Airtel Money');
      if (unread) return unread;
      const body: unknown = await res.json().catch(() => undefined);
      if (!res.ok) return { kind: 'refused', reason: refusalWords(body, res.status) };
      return readStartAnswer(body);
    },

    async status(referenceId: string): Promise<CollectionStatus> {
      const res = await call((token) => [
        `${base}/standard/v1/payments/${encodeURIComponent(referenceId)}`,
        { method: 'GET', headers: headers(token) },
      ]);
      return readStatusResponse(res, 'Airtel Money', readStatusAnswer);
    },
  };
}
