import { MESSAGES } from '@shop/contracts/client';
import { Skeleton } from '@shop/ui';

/** The checkout's shape while the browser reads the session and the cart's products. */
export function CheckoutSkeleton() {
  return (
    <>
      <RequiredNote />
      <div aria-busy="true" className="grid items-start gap-6 lg:grid-cols-[1fr_24rem] lg:gap-8">
        <p role="status" className="sr-only">
          {MESSAGES.loading}
        </p>
        <div className="space-y-6">
          <div className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
            <Skeleton className="h-7 w-56" />
            <div className="grid gap-5 sm:grid-cols-2">
              {Array.from({ length: 8 }, (_, i) => (
                <Skeleton key={i} className={`h-[4.5rem] ${i === 2 ? 'sm:col-span-2' : ''}`} />
              ))}
            </div>
          </div>
          <Skeleton className="h-44 rounded-2xl" />
        </div>
        <Skeleton className="h-80 rounded-xl" />
      </div>
    </>
  );
}

/**
 * Said above the form, and above its placeholder so the form does not move when it comes; not
 * above an empty cart's message, which has no fields.
 */
export function RequiredNote() {
  return (
    <p className="mb-6 text-sm text-muted">
      Fields marked <span className="text-red-700">*</span> are required.
    </p>
  );
}
