import { ORDER_MESSAGES as M } from '@shop/contracts/client';
import { Skeleton } from '@shop/ui';
import { EmptyState } from '~/components/empty-state';
import { LoadError } from '~/components/load-error';
import { LoadingRegion, SkeletonItem, SkeletonLines } from '~/components/skeletons';
import { PackageIcon } from '~/components/account-icons';

/** The Order List's shape while the orders load. */
export function OrdersSkeleton() {
  return (
    <LoadingRegion className="space-y-6">
      {[0, 1].map((i) => (
        <div key={i} className="overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200">
          <div className="flex items-center justify-between gap-4 bg-stone-50 px-6 py-4">
            <SkeletonLines
              className="w-1/2 space-y-2"
              lines={['h-6 w-40', 'h-4 w-full max-w-xs']}
            />
            <Skeleton className="h-11 w-32" />
          </div>
          <SkeletonItem
            className="flex gap-4 px-6 py-5"
            picture="size-20 shrink-0"
            linesClassName="flex-1 space-y-2"
            lines={['h-5 w-2/3', 'h-4 w-1/2', 'h-4 w-1/3']}
          />
        </div>
      ))}
    </LoadingRegion>
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
    <LoadError
      title="We could not load your orders"
      message={message}
      retrying={retrying}
      onRetry={onRetry}
    />
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
