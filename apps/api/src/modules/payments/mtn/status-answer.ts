// MTN MoMo's answer to GET requesttopay/{referenceId}, read without trusting its shape.
import { z } from 'zod';
import { OperatorUnavailable, type CollectionStatus } from '../provider.ts';

const answerSchema = z.object({
  status: z.string(),
  amount: z.union([z.string(), z.number()]).optional(),
  currency: z.string().optional(),
  financialTransactionId: z.union([z.string(), z.number()]).optional(),
  // A code ('APPROVAL_REJECTED') or, in older versions, { code, message }.
  reason: z
    .union([z.string(), z.object({ code: z.string().optional(), message: z.string().optional() })])
    .optional(),
});

const reasonText = (reason: z.infer<typeof answerSchema>['reason']) =>
  typeof reason === 'string' ? reason : (reason?.message ?? reason?.code ?? '');

export function readStatusAnswer(body: unknown): CollectionStatus {
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) throw new OperatorUnavailable('MTN MoMo status: an answer without a status');
  const answer = parsed.data;
  switch (answer.status.toUpperCase()) {
    case 'PENDING':
      return { kind: 'pending' };
    case 'SUCCESSFUL': {
      const amount = Number(answer.amount);
      return {
        kind: 'successful',
        // An amount that is not a number never equals the order's: staff look at it.
        amount: Number.isFinite(amount) ? amount : Number.NaN,
        currency: answer.currency ?? '',
        transactionId:
          answer.financialTransactionId === undefined
            ? null
            : String(answer.financialTransactionId),
      };
    }
    default:
      // FAILED, and the REJECTED, TIMEOUT... some versions answer instead.
      return { kind: 'failed', reason: reasonText(answer.reason) || answer.status };
  }
}
