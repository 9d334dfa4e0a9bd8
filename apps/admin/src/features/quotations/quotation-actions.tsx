import type { Quotation } from '@shop/contracts';
import { Button } from '@shop/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { OrderLink } from '../../components/order-link';
import { toast } from '../../components/toaster';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useCancelQuotation } from './api/cancel-quotation';
import { useSendQuotation } from './api/send-quotation';

const panel = 'no-print rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5';

/**
 * Send, cancel and print, as the quotation's state allows; once accepted, its order. Sending and
 * cancelling ask first: the e-mail cannot be taken back, and a cancelled link accepts nothing.
 */
export function QuotationActions({
  quotation: q,
  dirty,
}: {
  quotation: Quotation;
  dirty: boolean;
}) {
  const send = useSendQuotation(q._id);
  const cancel = useCancelQuotation(q._id);
  const [asking, setAsking] = useState<'send' | 'cancel' | null>(null);
  const canSend = q.status === 'draft' || q.status === 'sent';
  const canCancel = q.status === 'draft' || q.status === 'sent';
  const outcome = {
    onSuccess: (answer: { message?: string }) => toast('success', answer.message ?? 'Done'),
    onError: (error: unknown) => toast('error', errorMessage(error)),
    onSettled: () => setAsking(null),
  };
  return (
    <div className="space-y-4">
      <div className={`${panel} space-y-2 text-sm`}>
        {q.sentAt ? (
          <p>
            Sent {formatDateTime(Date.parse(q.sentAt))} to {q.email}
          </p>
        ) : null}
        {q.acceptedAt ? <p>Accepted {formatDateTime(Date.parse(q.acceptedAt))}</p> : null}
        {q.orderId ? (
          <p>
            Its order: <OrderLink id={q.orderId} />
          </p>
        ) : null}
        {q.requestedBy ? (
          <p>
            Asked for from the cart by {q.requestedBy.name} ({q.requestedBy.email})
          </p>
        ) : null}
        {!q.sentAt && !q.requestedBy ? <p className="text-muted">Not sent yet.</p> : null}
      </div>
      <div className={`${panel} flex flex-wrap gap-3`}>
        {canSend ? (
          <Button onClick={() => setAsking('send')} disabled={dirty}>
            {q.status === 'sent' ? 'Send again' : 'Send'}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => window.print()} disabled={dirty}>
          Print
        </Button>
        {canCancel ? (
          <Button variant="danger" onClick={() => setAsking('cancel')}>
            Cancel quotation
          </Button>
        ) : null}
        {dirty ? <p className="w-full text-xs text-muted">Save your changes first.</p> : null}
      </div>
      {asking === 'send' ? (
        <ConfirmDialog
          title={`Send ${q.number} to ${q.email}?`}
          confirmLabel="Send"
          tone="primary"
          busy={send.isPending}
          onConfirm={() => send.mutate(undefined, outcome)}
          onCancel={() => setAsking(null)}
        >
          {q.contactName} receives the quotation by e-mail with a link to print it and accept it
          online.
          {q.status === 'sent' ? ' The link of the earlier e-mail stops working.' : ''} Once sent,
          it can no longer be changed.
        </ConfirmDialog>
      ) : null}
      {asking === 'cancel' ? (
        <ConfirmDialog
          title={`Cancel ${q.number}?`}
          confirmLabel="Cancel quotation"
          busy={cancel.isPending}
          onConfirm={() => cancel.mutate(undefined, outcome)}
          onCancel={() => setAsking(null)}
        >
          Its link can no longer accept it. This cannot be undone.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
