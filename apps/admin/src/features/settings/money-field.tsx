import type { ComponentProps } from 'react';
import { TextField } from '../../components/field';
import { formatPrice } from '../../lib/format';
import { parseAmount } from './form-values';

/**
 * A whole SSP amount, with the figure as the shop will print it beside what was typed (`typed`;
 * the input itself takes the form's `register`).
 */
export function MoneyField({
  label,
  typed,
  error,
  note,
  ...input
}: {
  label: string;
  typed: string;
  error?: string;
  note?: string;
} & ComponentProps<'input'>) {
  const amount = parseAmount(typed);
  const shown =
    amount !== undefined && Number.isFinite(amount) && amount >= 0 ? formatPrice(amount) : null;
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="off"
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
