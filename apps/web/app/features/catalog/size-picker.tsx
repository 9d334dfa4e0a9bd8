import { useId } from 'react';

/**
 * Toggle buttons for the sizes a product comes in (aria-pressed tells which one is chosen). A
 * size that is out of stock stays choosable, so its 'Email me when it is back' can be offered,
 * but is marked disabled for buying, with the reason read out as its description. Sizes sold at
 * different prices show each price under the size (`priceOf`), so the page says them all even
 * before its code runs.
 */
export function SizePicker({
  sizes,
  value,
  onChange,
  isOut,
  priceOf,
}: {
  sizes: string[];
  value: string;
  onChange: (size: string) => void;
  isOut: (size: string) => boolean;
  priceOf?: (size: string) => string;
}) {
  const labelId = useId();
  const outId = useId();
  return (
    <div>
      <p id={labelId} className="text-sm font-semibold">
        Select size{value && <span className="font-normal text-muted">: {value}</span>}
      </p>
      <span id={outId} hidden>
        Out of stock
      </span>
      <div role="group" aria-labelledby={labelId} className="mt-2 flex flex-wrap gap-2">
        {sizes.map((s) => {
          const out = isOut(s);
          return (
            <button
              key={s}
              type="button"
              aria-pressed={s === value}
              aria-disabled={out || undefined}
              aria-describedby={out ? outId : undefined}
              // Tapping the chosen size again unchooses it, unless it is the only one.
              onClick={() => onChange(s === value && sizes.length > 1 ? '' : s)}
              className={`min-h-11 min-w-11 rounded-lg border px-4 py-1 text-sm font-medium transition-colors ${
                s === value
                  ? out
                    ? 'border-stone-600 bg-stone-100 text-stone-700 line-through ring-1 ring-stone-600'
                    : 'border-brand-700 bg-brand-700 text-white'
                  : out
                    ? 'border-dashed border-stone-300 bg-white text-stone-500 line-through'
                    : 'border-stone-300 bg-white text-ink hover:border-brand-600'
              }`}
            >
              {s}
              {priceOf && <span className="block text-xs tabular-nums">{priceOf(s)}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
