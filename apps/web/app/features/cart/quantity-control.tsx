import {
  limitQuantity,
  MESSAGES,
  QUANTITY_CEILING,
  QUANTITY_MIN,
  reducedQuantityMessage,
  type LineLimit,
} from '@shop/contracts/client';
import { useEffect, useState } from 'react';
import { notify } from '~/lib/notify';

const step =
  'grid h-10 w-9 place-items-center sm:w-10 text-lg font-semibold text-ink transition-colors hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-400';

/** As many digits as the largest quantity a line may ever hold. */
const DIGITS = String(QUANTITY_CEILING).length;

/**
 * − / number / +. The control never goes below 1 (the spec's warning says to use Remove) nor
 * above the line's limit: what is left of a tracked size, or the shop's bound per order line
 * (docs/decisions/0054-bulk-quantities-and-company-places.md). A change within it is confirmed
 * with the spec's 'quantity updated to N'; one brought down says why and to what instead.
 */
export function QuantityControl({
  value,
  label,
  limit,
  describedBy,
  onChange,
}: {
  value: number;
  /** What the quantity is of, for screen readers ("Quantity of Office chair, size Large"). */
  label: string;
  /** The most this line may hold, and why. */
  limit: LineLimit;
  /** The id of the line's stock message, read with the quantity. */
  describedBy?: string;
  onChange: (quantity: number) => void;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const set = (n: number) => {
    if (!Number.isFinite(n) || n < QUANTITY_MIN) {
      notify('warning', MESSAGES.quantityBelowOne);
      setText(String(value));
      return;
    }
    const { quantity, reducedBy } = limitQuantity(Math.trunc(n), value, limit);
    setText(String(quantity));
    if (reducedBy) notify('warning', reducedQuantityMessage(reducedBy, limit.max, quantity));
    if (quantity === value) return;
    onChange(quantity);
    if (!reducedBy) notify('success', MESSAGES.quantityUpdated(quantity));
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
        onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, DIGITS))}
        onBlur={() => {
          if (text !== String(value)) set(text === '' ? 0 : Number(text));
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            set(text === '' ? 0 : Number(text));
          }
        }}
        className="h-full w-16 border-x border-stone-300 text-center text-sm font-semibold tabular-nums"
      />
      <button
        type="button"
        className={step}
        aria-label={`Increase quantity of ${label}`}
        disabled={value >= limit.max}
        onClick={() => set(value + 1)}
      >
        +
      </button>
    </div>
  );
}
