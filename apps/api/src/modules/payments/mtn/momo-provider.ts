// MTN MoMo Open API, Collection: request to pay and its status
// (docs/decisions/0046-mobile-money-attempts.md). The callback's address carries our reference,
// since MTN's callback body names only the externalId.
import type { MtnMomoConfig } from '../../../config.ts';
import type { PaymentProvider } from '../provider.ts';
import { operatorCaller } from '../token-call.ts';
import { accessTokens } from './access-token.ts';
import { readStatusAnswer } from './status-answer.ts';

/** The callback route, with the reference in its query (routes.ts). */
export const MTN_CALLBACK_PATH = '/api/payments/mtn/callback';

export interface MtnProviderOptions {
  /** Each request's time to answer (milliseconds). */
  timeoutMs?: number;
}

/** MTN's words for a refusal ({ code, message }), or its HTTP status. */
async function refusalReason(res: Response): Promise<string> {
  const body = (await res.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
  const words = [body.message, body.code].find((v) => typeof v === 'string' && v.trim());
  return typeof words === 'string' ? words.slice(0, 200) : `HTTP ${res.status}`;
}

/** +2119XXXXXXXX as MTN's MSISDN: the digits alone. */
const msisdn = (phone: string) => phone.replace(/^\+/, '');

export function mtnMomoProvider(
  config: MtnMomoConfig,
  opts: MtnProviderOptions = {},
): PaymentProvider {
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const base = `${config.baseUrl.replace(/\/+$/, '')}/collection/v1_0/requesttopay`;
  const operator = operatorCaller(accessTokens(config, timeoutMs), 'MTN MoMo', timeoutMs, {
    'X-Target-Environment': config.targetEnvironment,
    'Ocp-Apim-Subscription-Key': config.subscriptionKey,
  });

  return {
    name: 'MTN',
    label: 'MTN MoMo',
    currency: config.currency,

    start(request) {
      const callbackUrl = config.callbackBase
        ? `${config.callbackBase.replace(/\/+$/, '')}${MTN_CALLBACK_PATH}?reference=${request.referenceId}`
        : undefined;
      return operator.start(
        (headers) => [
          base,
          {
            method: 'POST',
            headers: {
              ...headers,
              'X-Reference-Id': request.referenceId,
              'Content-Type': 'application/json',
              ...(callbackUrl ? { 'X-Callback-Url': callbackUrl } : {}),
            },
            body: JSON.stringify({
              amount: String(request.amount),
              currency: request.currency,
              externalId: request.externalId,
              payer: { partyIdType: 'MSISDN', partyId: msisdn(request.payerPhone) },
              payerMessage: request.payerMessage,
              payeeNote: request.payeeNote,
            }),
          },
        ],
        async (res) => {
          // 409: a request under this reference exists already (ours, sent before): it has it.
          if (res.status === 202 || res.status === 409) {
            await res.body?.cancel();
            return { kind: 'accepted' };
          }
          return (
            (await operator.unread(res)) ?? { kind: 'refused', reason: await refusalReason(res) }
          );
        },
      );
    },

    status: (referenceId) =>
      operator.status(`${base}/${encodeURIComponent(referenceId)}`, readStatusAnswer),
  };
}
