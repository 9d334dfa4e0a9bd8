import type { Order } from '@shop/contracts/client';
import { formatOrderTime, orderTimeline } from '~/lib/order-format';

const DOT = {
  done: 'bg-brand-700 ring-brand-100',
  current: 'bg-accent-500 ring-accent-400/30',
  ahead: 'bg-white ring-stone-300',
} as const;

/** The order's status history with its times, and the steps still ahead (greyed). */
export function StatusTimeline({
  order,
  headingId,
}: {
  order: Pick<Order, 'status' | 'statusHistory'>;
  headingId: string;
}) {
  const steps = orderTimeline(order);
  return (
    <div>
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        Order progress
      </h3>
      <ol aria-labelledby={headingId} className="mt-3">
        {steps.map((step, i) => (
          <li key={`${step.status}-${i}`} className="relative flex gap-3 pb-4 last:pb-0">
            {i < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className={`absolute top-4 left-[0.4375rem] h-full w-0.5 ${
                  step.state === 'done' ? 'bg-brand-600' : 'bg-stone-200'
                }`}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={`relative mt-1 size-4 shrink-0 rounded-full ring-4 ${DOT[step.state]}`}
            />
            <div className="min-w-0 text-sm">
              <p className={step.state === 'ahead' ? 'text-muted' : 'font-semibold text-ink'}>
                {step.status}
                {step.state === 'current' ? (
                  <span className="sr-only"> (current status)</span>
                ) : null}
                {step.state === 'ahead' ? <span className="sr-only"> (not yet)</span> : null}
              </p>
              {step.date !== undefined ? (
                <time
                  dateTime={new Date(step.date).toISOString()}
                  className="block text-xs text-muted"
                >
                  {formatOrderTime(step.date)}
                </time>
              ) : null}
              {step.note ? <p className="mt-0.5 text-xs text-muted">{step.note}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
