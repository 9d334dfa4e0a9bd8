import { Button } from '@shop/ui';

/** The cart's products could not be read: say so, with a way to try again (cart, checkout). */
export function CartLoadError({ error, onRetry }: { error: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="rounded-xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-stone-200"
    >
      <p className="font-semibold">We could not load your cart.</p>
      <p className="mt-1 text-sm text-muted">{error}</p>
      <Button className="mt-5" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
