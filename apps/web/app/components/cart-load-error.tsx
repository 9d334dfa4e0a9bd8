import { Button } from '@shop/ui';

/** The cart's products could not be read: say so, with a way to try again (cart, checkout). */
export function CartLoadError({
  error,
  onRetry,
  rounded = 'rounded-xl',
}: {
  error: string;
  onRetry: () => void;
  /** The corner of the panels around it (the checkout's are rounder). */
  rounded?: 'rounded-xl' | 'rounded-2xl';
}) {
  return (
    <div
      role="alert"
      className={`${rounded} bg-white px-6 py-12 text-center shadow-sm ring-1 ring-stone-200`}
    >
      <p className="font-semibold">We could not load your cart.</p>
      <p className="mt-1 text-sm text-muted">{error}</p>
      <Button className="mt-5" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
