import { MESSAGES, ORDER_MESSAGES as M } from '@shop/contracts/client';
import { Button, Skeleton } from '@shop/ui';
import { EmptyState } from '~/components/empty-state';
import { Spinner } from '~/components/spinner';
import { PackageIcon } from '~/components/account-icons';

/** The Order List's shape while the orders load. */
export function OrdersSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <p role="status" className="sr-only">
        {MESSAGES.loading}
      </p>
      {[0, 1].map((i) => (
        <div key={i} className="overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200">
          <div className="flex items-center justify-between gap-4 bg-stone-50 px-6 py-4">
            <Skeleton className="w-1/2 space-y-2" lines={['h-6 w-40', 'h-4 w-full max-w-xs']} />
            <Skeleton className="h-11 w-32" />
          </div>
          <div className="flex gap-4 px-6 py-5">
            <Skeleton className="size-20 shrink-0" />
            <Skeleton
              className="flex-1 space-y-2"
              lines={['h-5 w-2/3', 'h-4 w-1/2', 'h-4 w-1/3']}
            />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Loading the orders failed: the error's own message and a way to try again. */
export function OrdersError({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-stone-200"
    >
      <h2 className="text-lg font-bold text-ink">We could not load your orders</h2>
      <p className="mt-1 text-sm text-muted">{message}</p>
      <Button className="mt-6" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner /> : null}
        Try again
      </Button>
    </div>
  );
}

/** No order yet: one way forward. */
export function OrdersEmpty() {
  return (
    <EmptyState
      heading="h2"
      icon={<PackageIcon size={30} />}
      title={M.noOrders}
      text="When you place an order, you can follow it here from the warehouse to your door."
      action="Start Shopping"
      to="/collection"
    />
  );
}
