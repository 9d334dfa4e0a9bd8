import type { InputHTMLAttributes } from 'react';
import { TextField } from '../../components/field';
import { formatPrice } from '../../lib/format';
import { parseAmount } from './form-values';

/** A whole SSP amount, with the figure as the shop will print it beside what was typed. */
export function MoneyField({
  label,
  value,
  error,
  note,
  onChange,
  ...input
}: {
  label: string;
  value: string;
  error?: string;
  note?: string;
  onChange: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const amount = parseAmount(value);
  const shown =
    amount !== undefined && Number.isFinite(amount) && amount >= 0 ? formatPrice(amount) : null;
  return (
    <TextField
      label={label}
      value={value}
      inputMode="numeric"
      autoComplete="off"
      onChange={(e) => onChange(e.target.value)}
      error={error}
      hint={
        <>
          {shown ? (
            <span className="font-semibold text-ink">Shown as {shown}</span>
          ) : (
            'Whole SSP, e.g. 25000'
          )}
          {note ? <span className="block">{note}</span> : null}
        </>
      }
      {...input}
    />
  );
}
