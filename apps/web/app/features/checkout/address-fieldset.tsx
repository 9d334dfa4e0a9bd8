import { ADDRESS_FIELDS, ADDRESS_MAX_LENGTH, type AddressField } from '@shop/contracts/client';
import { inputClass, labelClass } from '~/components/field-classes';
import { fieldId, type AddressErrors, type AddressValues } from './checkout-validation';

interface FieldLook {
  autoComplete: string;
  type?: 'email' | 'tel';
  inputMode?: 'email' | 'tel' | 'numeric';
  wide?: boolean;
  placeholder?: string;
  hint?: string;
}

// How each delivery field behaves on a phone keyboard and with the browser's autofill.
const LOOK: Record<AddressField, FieldLook> = {
  firstName: { autoComplete: 'shipping given-name' },
  lastName: { autoComplete: 'shipping family-name' },
  email: {
    autoComplete: 'email',
    type: 'email',
    inputMode: 'email',
    wide: true,
    placeholder: 'you@example.com',
  },
  street: {
    autoComplete: 'shipping address-line1',
    wide: true,
    placeholder: 'Street, building, nearby landmark',
  },
  city: { autoComplete: 'shipping address-level2', placeholder: 'e.g. Juba' },
  state: { autoComplete: 'shipping address-level1', placeholder: 'e.g. Central Equatoria' },
  zipcode: {
    autoComplete: 'shipping postal-code',
    hint: 'No postcode where you live? Enter 00000.',
  },
  country: { autoComplete: 'shipping country-name' },
  phone: {
    autoComplete: 'tel',
    type: 'tel',
    inputMode: 'tel',
    placeholder: 'e.g. +211 921 234 567',
    hint: 'We call this number to arrange the delivery.',
  },
};

/** The delivery form (docs/spec/account-and-company-site.md sections 2 and 5): every field required. */
export function AddressFieldset({
  values,
  errors,
  disabled,
  onChange,
}: {
  values: AddressValues;
  errors: AddressErrors;
  disabled: boolean;
  onChange: (field: AddressField, value: string) => void;
}) {
  return (
    <fieldset disabled={disabled} className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
      <legend className="sr-only">Delivery information</legend>
      {ADDRESS_FIELDS.map(([field, label]) => {
        const look = LOOK[field];
        const id = fieldId(field);
        const error = errors[field];
        const described = [error ? `${id}-error` : '', look.hint ? `${id}-hint` : '']
          .filter(Boolean)
          .join(' ');
        return (
          <div key={field} className={look.wide ? 'sm:col-span-2' : ''}>
            <label htmlFor={id} className={labelClass}>
              {label}{' '}
              <span aria-hidden="true" className="text-red-700">
                *
              </span>
            </label>
            <input
              id={id}
              name={field}
              type={look.type ?? 'text'}
              inputMode={look.inputMode}
              autoComplete={look.autoComplete}
              value={values[field]}
              onChange={(e) => onChange(field, e.target.value)}
              required
              maxLength={ADDRESS_MAX_LENGTH[field]}
              placeholder={look.placeholder}
              aria-invalid={error ? true : undefined}
              aria-describedby={described || undefined}
              // Clear of the sticky header when the focus jumps here after a refused submit.
              className={`${inputClass} scroll-mt-32`}
            />
            {look.hint ? (
              <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
                {look.hint}
              </p>
            ) : null}
            {error ? (
              <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
