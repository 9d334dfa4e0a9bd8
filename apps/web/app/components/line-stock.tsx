import { STOCK_MESSAGES } from '@shop/contracts/client';

/**
 * Under a cart or checkout line that asks for more than is left: what is left (or the server's
 * words for the line, after a refused order) and the one-click way out, down to what is left or,
 * when nothing is, out of the cart.
 */
export function LineExceeds({
  id,
  left,
  label,
  message,
  onReduce,
}: {
  /** For the quantity's aria-describedby. */
  id?: string;
  left: number;
  /** What the line is ("Cement, size 50 kg"), for screen readers' button names. */
  label: string;
  /** The server's message for this line, shown instead of the plain 'Only N left.' */
  message?: string;
  /** Absent while what is left is not known yet (the products are being read again). */
  onReduce?: () => void;
}) {
  return (
    <div className="mt-2 flex w-fit max-w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm ring-1 ring-amber-300">
      <p id={id} className="font-medium text-amber-900">
        {message ?? STOCK_MESSAGES.lineExceeds(left)}
      </p>
      {onReduce && (
        <button
          type="button"
          onClick={onReduce}
          className="min-h-10 rounded-md px-2 font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2 hover:bg-amber-100"
        >
          {left > 0 ? STOCK_MESSAGES.reduceTo(left) : 'Remove'}
          <span className="sr-only">: {label}</span>
        </button>
      )}
    </div>
  );
}
