import {
  ADDRESS_FIELDS,
  ADDRESS_MAX_LENGTH,
  type AddressField,
  type SavedAddressRequest,
} from '@shop/contracts/client';
import { Button } from '@shop/ui';
import { useId, useState, type FormEvent } from 'react';
import { inputClass, labelClass } from '~/components/field-classes';
import { Spinner } from '~/components/spinner';

export type AddressDraft = Record<AddressField, string>;

export const emptyAddressDraft = (): AddressDraft => ({
  ...(Object.fromEntries(ADDRESS_FIELDS.map(([field]) => [field, ''])) as AddressDraft),
  country: 'South Sudan',
});

// How each field behaves with a phone keyboard and the browser's autofill (as at the checkout).
const AUTOCOMPLETE: Partial<Record<AddressField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  street: 'address-line1',
  city: 'address-level2',
  state: 'address-level1',
  zipcode: 'postal-code',
  country: 'country-name',
  phone: 'tel',
};
const WIDE = new Set<AddressField>(['email', 'street']);

/**
 * One saved address being added or edited. Every field is required and checked by the server,
 * whose messages come back by field name and show under each field.
 */
export function SavedAddressForm({
  initial,
  title,
  busy,
  errors,
  onSave,
  onCancel,
}: {
  initial: AddressDraft;
  title: string;
  busy: boolean;
  errors: Record<string, string>;
  onSave: (address: SavedAddressRequest) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSave(draft);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <h3 id={`${id}-title`} className="text-base font-bold text-ink">
        {title}
      </h3>
      <fieldset disabled={busy} className="mt-4 grid gap-x-4 gap-y-4 sm:grid-cols-2">
        <legend className="sr-only">{title}</legend>
        {ADDRESS_FIELDS.map(([field, label]) => {
          const input = `${id}-${field}`;
          const error = errors[field];
          return (
            <div key={field} className={WIDE.has(field) ? 'sm:col-span-2' : ''}>
              <label htmlFor={input} className={labelClass}>
                {label}
              </label>
              <input
                id={input}
                name={field}
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                autoComplete={AUTOCOMPLETE[field]}
                required
                maxLength={ADDRESS_MAX_LENGTH[field]}
                value={draft[field]}
                onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${input}-error` : undefined}
                className={inputClass}
              />
              {error ? (
                <p id={`${input}-error`} className="mt-1.5 text-sm font-medium text-red-700">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Spinner /> : null}
          {busy ? 'Saving…' : 'Save address'}
        </Button>
      </div>
    </form>
  );
}
