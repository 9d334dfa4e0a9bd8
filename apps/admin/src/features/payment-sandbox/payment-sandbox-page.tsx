import type { PaymentSandboxDecision, PaymentSandboxRequest } from '@shop/contracts';
import { useId, type ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';
import { usePaymentsSandbox } from '../../lib/payments-sandbox';
import { QueryState } from '../../components/query-state';
import { toast, toastOutcome } from '../../components/toaster';
import { useDecideSandboxRequest } from './api/decide-sandbox-request';
import { isAbsent, useSandboxRequests } from './api/get-sandbox-requests';
import { RequestCard } from './request-card';

const DONE: Record<PaymentSandboxDecision, string> = {
  approve: 'Approved. The shop hears of it from the fake operator, as from a real one.',
  decline: 'Declined. The customer can try again or pay another way.',
};

/** A titled list of requests; the title names it for screen readers. */
function RequestList({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mb-8">
      <h2 id={id} className="mb-3 text-base font-bold text-ink">
        {title}
      </h2>
      <ul className="grid gap-4 xl:grid-cols-2">{children}</ul>
    </section>
  );
}

/**
 * The payment sandbox (PAYMENTS_SANDBOX=1): what the fake MTN and Airtel operators were asked,
 * and the payer's answer to give in their place. Refreshed every few seconds while open.
 */
export function PaymentSandboxPage() {
  const sandbox = usePaymentsSandbox();
  const requests = useSandboxRequests(sandbox.data === true);
  const decide = useDecideSandboxRequest();
  const all = requests.data?.requests ?? [];
  const waiting = all.filter((r) => r.status === 'pending');
  const decided = all.filter((r) => r.status !== 'pending');

  const answer = (request: PaymentSandboxRequest, decision: PaymentSandboxDecision) =>
    decide.mutate(
      { provider: request.provider, referenceId: request.referenceId, decision },
      { onSuccess: () => toast('success', DONE[decision]), onError: toastOutcome.onError },
    );
  const busyWith = (request: PaymentSandboxRequest) =>
    decide.isPending && decide.variables?.referenceId === request.referenceId;

  return (
    <>
      <PageHeader
        title="Payment sandbox"
        description="Requests to pay by phone, newest first. The list refreshes every few seconds."
      />
      <div
        role="note"
        aria-label="About this page"
        className="mb-6 rounded-xl border border-yellow-400 bg-yellow-50 p-4 text-sm text-yellow-950"
      >
        <p className="font-semibold">This page stands in for the customer’s phone.</p>
        <p className="mt-1">
          It exists only in the payment sandbox (PAYMENTS_SANDBOX=1): MTN MoMo and Airtel Money are
          fakes inside the shop, and no money moves. Approve or decline a request as the payer would
          on the phone; the shop then learns the result the way it learns it from a real operator.
        </p>
      </div>
      {sandbox.data === false || isAbsent(requests.error) ? (
        <p className="rounded-xl bg-white p-8 text-center text-muted shadow-sm">
          The payment sandbox is off: this shop was started without PAYMENTS_SANDBOX=1.
        </p>
      ) : (
        <QueryState
          query={sandbox.isPending || sandbox.error ? sandbox : requests}
          isEmpty={all.length === 0}
          empty="No requests yet. Start a mobile money payment at the checkout and it shows here."
        >
          <RequestList title={`Waiting for the phone (${waiting.length})`}>
            {waiting.length === 0 ? (
              <li className="text-sm text-muted">Nothing is waiting for an answer.</li>
            ) : (
              waiting.map((r) => (
                <RequestCard
                  key={`${r.provider}-${r.referenceId}`}
                  request={r}
                  busy={busyWith(r)}
                  onDecide={(decision) => answer(r, decision)}
                />
              ))
            )}
          </RequestList>
          {decided.length > 0 ? (
            <RequestList title="Answered">
              {decided.map((r) => (
                <RequestCard key={`${r.provider}-${r.referenceId}`} request={r} busy={false} />
              ))}
            </RequestList>
          ) : null}
        </QueryState>
      )}
    </>
  );
}
