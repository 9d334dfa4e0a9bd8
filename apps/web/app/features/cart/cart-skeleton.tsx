import { MESSAGES } from '@shop/contracts/client';
import { Skeleton } from '@shop/ui';

/** Placeholder with the cart's shape while the browser reads the cart and fetches its products. */
export function CartSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <p className="sr-only" role="status">
        {MESSAGES.loading}
      </p>
      <div className="divide-y divide-stone-200 rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-4 p-5">
            <Skeleton className="size-20 sm:size-28" />
            <Skeleton
              className="flex-1 space-y-3"
              lines={['h-5 w-2/3', 'h-4 w-1/3', 'h-10 w-32']}
            />
          </div>
        ))}
      </div>
      <Skeleton className="h-40 rounded-xl lg:h-96" />
    </div>
  );
}
