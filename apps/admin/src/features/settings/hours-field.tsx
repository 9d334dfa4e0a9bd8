import { COMPANY_HOURS_MAX } from '@shop/contracts';
import { Button } from '@shop/ui';
import { useState } from 'react';
import { TextField } from '../../components/field';

type Row = { days: string; hours: string };

/** Opening hours as rows of days and hours ("Monday - Friday", "8:00 - 18:00"). */
export function HoursField({
  rows,
  errors,
  onChange,
}: {
  rows: Row[];
  errors: Record<string, string>;
  onChange: (next: Row[]) => void;
}) {
  const [added, setAdded] = useState<number | null>(null);
  const update = (i: number, key: keyof Row, value: string) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, [key]: value } : row)));

  return (
    <fieldset>
      <legend className="sr-only">Business hours</legend>
      <ul className="space-y-4">
        {rows.map((row, i) => (
          <li
            key={i}
            className="grid gap-2 rounded-lg border border-stone-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end sm:border-0 sm:p-0"
          >
            <TextField
              label={`Days, line ${i + 1}`}
              value={row.days}
              autoFocus={added === i}
              placeholder="Monday - Friday"
              maxLength={60}
              onChange={(e) => update(i, 'days', e.target.value)}
              error={errors[`company.hours.${i}.days`]}
            />
            <TextField
              label={`Hours, line ${i + 1}`}
              value={row.hours}
              placeholder="8:00 - 18:00 or Closed"
              maxLength={60}
              onChange={(e) => update(i, 'hours', e.target.value)}
              error={errors[`company.hours.${i}.hours`]}
            />
            <Button
              variant="ghost"
              className="justify-self-start px-3 text-red-700!"
              aria-label={`Remove line ${i + 1} of the business hours`}
              disabled={rows.length <= 1}
              onClick={() => {
                setAdded(null);
                onChange(rows.filter((_, j) => j !== i));
              }}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      {errors['company.hours'] ? (
        <p className="mt-1 text-sm text-red-700">{errors['company.hours']}</p>
      ) : null}
      <Button
        variant="secondary"
        className="mt-3"
        disabled={rows.length >= COMPANY_HOURS_MAX}
        onClick={() => {
          setAdded(rows.length);
          onChange([...rows, { days: '', hours: '' }]);
        }}
      >
        Add a line
      </Button>
    </fieldset>
  );
}
