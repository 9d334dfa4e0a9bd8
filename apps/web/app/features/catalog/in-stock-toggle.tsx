/**
 * 'In stock only': a real checkbox named like the URL's parameter, so the collection's GET form
 * carries it without JavaScript too; with JavaScript a change applies at once.
 */
export function InStockToggle({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (inStock: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium whitespace-nowrap has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-800">
      <input
        type="checkbox"
        name="inStock"
        value="true"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 shrink-0 accent-brand-700"
      />
      In stock only
    </label>
  );
}
