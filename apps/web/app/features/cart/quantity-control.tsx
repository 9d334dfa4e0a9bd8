import { MESSAGES, QUANTITY_MAX, QUANTITY_MIN, STOCK_MESSAGES } from '@shop/contracts/client';
import { useEffect, useState } from 'react';
import { notify } from '~/lib/notify';

const step =
  'grid h-10 w-9 place-items-center sm:w-10 text-lg font-semibold text-ink transition-colors hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-400';

/**
 * − / number / +. The control never goes below 1 (the spec's warning says to use Remove) nor
 * above what is left in stock (`left`); every accepted change is confirmed with 'quantity
 * updated to N'.
 */
export function QuantityControl({
  value,
  label,
  left = Number.POSITIVE_INFINITY,
  describedBy,
  onChange,
}: {
  value: number;
  /** What the quantity is of, for screen readers ("Quantity of Office chair, size Large"). */
  label: string;
  /** Units left of this size (Infinity when its stock is not counted). */
  left?: number;
  /** The id of the line's stock message, read with the quantity. */
  describedBy?: string;
  onChange: (quantity: number) => void;
}) {
  const max = Math.min(QUANTITY_MAX, left);
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const set = (n: number) => {
    if (!Number.isFinite(n) || n < QUANTITY_MIN) {
      notify('warning', MESSAGES.quantityBelowOne);
      setText(String(value));
      return;
    }
    // More than is left: the most there is (a line already above it may still come down).
    const q = Math.min(QUANTITY_MAX, Math.trunc(n));
    const allowed = q > max && q > value ? Math.max(value, max) : q;
    if (allowed < q) notify('warning', STOCK_MESSAGES.lineExceeds(left));
    setText(String(allowed));
    if (allowed === value) return;
    onChange(allowed);
    notify('success', MESSAGES.quantityUpdated(allowed));
  };

  return (
    <div className="inline-flex h-10 items-center overflow-hidden rounded-lg border border-stone-300 bg-white">
      <button
        type="button"
        className={step}
        aria-label={`Decrease quantity of ${label}`}
        onClick={() => set(value - 1)}
      >
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={`Quantity of ${label}`}
        aria-describedby={describedBy}
        value={text}
        onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, 2))}
        onBlur={() => {
          if (text !== String(value)) set(text === '' ? 0 : Number(text));
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            set(text === '' ? 0 : Number(text));
          }
        }}
        className="h-full w-11 border-x border-stone-300 text-center text-sm font-semibold tabular-nums"
      />
      <button
        type="button"
        className={step}
        aria-label={`Increase quantity of ${label}`}
        disabled={value >= max}
        onClick={() => set(value + 1)}
      >
        +
      </button>
    </div>
  );
}
