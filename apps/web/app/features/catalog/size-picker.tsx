import { useId } from 'react';

/** Toggle buttons for the sizes a product comes in (aria-pressed tells which one is chosen). */
export function SizePicker({
  sizes,
  value,
  onChange,
}: {
  sizes: string[];
  value: string;
  onChange: (size: string) => void;
}) {
  const labelId = useId();
  return (
    <div>
      <p id={labelId} className="text-sm font-semibold">
        Select size{value && <span className="font-normal text-muted">: {value}</span>}
      </p>
      <div role="group" aria-labelledby={labelId} className="mt-2 flex flex-wrap gap-2">
        {sizes.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={s === value}
            onClick={() => onChange(s === value ? '' : s)}
            className={`min-h-11 min-w-11 rounded-lg border px-4 text-sm font-medium transition-colors ${
              s === value
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-stone-300 bg-white text-ink hover:border-brand-600'
            }`}
          >
            {s}
          </button>
        ))}
      </div>
    </div>
  );
}
