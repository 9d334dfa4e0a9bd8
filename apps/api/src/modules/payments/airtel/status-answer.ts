// Airtel Money's answers, read without trusting their shape: to a payment request, and to
// GET /standard/v1/payments/{id}. Both wrap the result in { data, status: { success, ... } }.
import { z } from 'zod';
import { OperatorUnavailable, type CollectionStatus, type StartOutcome } from '../provider.ts';

/** Airtel's result code for "the transaction id exists already". */
const DUPLICATE_ID = 'ESB000041';
/** Airtel's result code for "no transaction found with the provided id". */
const NOT_FOUND = 'ESB000045';

const envelopeSchema = z.object({
  data: z
    .object({
      transaction: z
        .object({
          status: z.string().optional(),
          message: z.string().nullish(),
          airtel_money_id: z.union([z.string(), z.number()]).nullish(),
        })
        .nullish(),
    })
    .nullish(),
  status: z.object({
    success: z.boolean().optional(),
    result_code: z.string().optional(),
    message: z.string().optional(),
  }),
});
type Envelope = z.infer<typeof envelopeSchema>;

const words = (envelope: Envelope) =>
  (envelope.status.message || envelope.status.result_code || 'no reason given').slice(0, 200);

/**
 * The answer to a payment request (HTTP 2xx): taken when `status.success` is true, or when
 * Airtel already has a transaction by this id (ours: the ids are UUIDs the shop chose, and it
 * sends each once); refused with Airtel's words otherwise. A body that says neither leaves it
 * unknown: only asking about the id can tell.
 */
export function readStartAnswer(body: unknown): StartOutcome {
  const parsed = envelopeSchema.safeParse(body);
  if (!parsed.success || parsed.data.status.success === undefined)
    return { kind: 'unknown', reason: 'Airtel Money: an answer without a status' };
  const envelope = parsed.data;
  if (envelope.status.success || envelope.status.result_code === DUPLICATE_ID)
    return { kind: 'accepted' };
  return { kind: 'refused', reason: words(envelope) };
}

/** Airtel's words for a refusal with a 4xx status, or the status itself. */
export function refusalWords(body: unknown, httpStatus: number): string {
  const parsed = envelopeSchema.safeParse(body);
  return parsed.success ? words(parsed.data) : `HTTP ${httpStatus}`;
}

/**
 * The status of a transaction: TS successful (with Airtel's own transaction id), TF failed, TE
 * expired at Airtel (failed too), TIP in progress and TA ambiguous (pending, asked again; so is
 * any letter Airtel may add). "Not found" is Airtel's way of saying it never received the
 * request. The answer carries no amount: the success is taken to be for the amount asked
 * (amount and currency null, provider.ts).
 */
export function readStatusAnswer(body: unknown): CollectionStatus {
  const parsed = envelopeSchema.safeParse(body);
  if (!parsed.success)
    throw new OperatorUnavailable('Airtel Money status: an answer without a status');
  const envelope = parsed.data;
  const transaction = envelope.data?.transaction;
  if (envelope.status.success === false || !transaction?.status) {
    if (envelope.status.result_code === NOT_FOUND || /not\s+found/i.test(words(envelope)))
      return { kind: 'not-found' };
    throw new OperatorUnavailable(`Airtel Money status: ${words(envelope)}`);
  }
  switch (transaction.status.toUpperCase()) {
    case 'TS':
      return {
        kind: 'successful',
        amount: null,
        currency: null,
        transactionId:
          transaction.airtel_money_id === null || transaction.airtel_money_id === undefined
            ? null
            : String(transaction.airtel_money_id),
      };
    case 'TF':
    case 'TE':
      return { kind: 'failed', reason: transaction.message || transaction.status };
    default:
      return { kind: 'pending' };
  }
}
