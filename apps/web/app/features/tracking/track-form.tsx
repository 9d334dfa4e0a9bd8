import { buttonClass } from '@shop/ui';
import { useEffect, useRef, type InputHTMLAttributes } from 'react';
import { Form, useNavigation } from 'react-router';
import { inputClass, labelClass } from '~/components/field-classes';
import { Spinner } from '~/components/spinner';
import type { TrackResult, TrackValues } from '~/stores/track-order.server';

type Field = keyof TrackValues;

/** The form's fields in the order they are shown (the first refused one takes the focus). */
const FIELDS: readonly Field[] = ['orderNumber', 'phone'];
const fieldId = (name: Field) => `track-${name}`;

/**
 * The tracking form: a real form posted to the route's action, so it works before the page's
 * JavaScript arrives (and on a phone that never runs it). A refusal keeps what was typed and
 * moves the focus to the message.
 */
export function TrackForm({
  result,
  orderNumber,
}: {
  result?: TrackResult;
  /** From the order e-mail's link (`/track?order=3F9A1C`). */
  orderNumber: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formAction?.startsWith('/track');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const refused = result && !result.ok ? result : undefined;
  // A field the API refused says why under itself, once; the box above the form is for answers
  // about the order (not found, too many tries). The focus goes to whichever speaks.
  const invalid = FIELDS.find((field) => refused?.errors[field]);
  useEffect(() => {
    if (!refused) return;
    if (invalid) document.getElementById(fieldId(invalid))?.focus();
    else statusRef.current?.focus();
  }, [refused, invalid]);

  const values = result?.values ?? { orderNumber, phone: '' };
  const error = (field: Field) => refused?.errors[field];

  return (
    <Form method="post" action="/track" noValidate className="space-y-5">
      {refused && !invalid ? (
        <p
          ref={statusRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          {refused.message}
        </p>
      ) : null}
      <TrackField
        name="orderNumber"
        label="Order number"
        hint="The 6 characters shown as the order number in your order e-mail."
        value={values.orderNumber}
        error={error('orderNumber')}
        maxLength={7}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        placeholder="e.g. 3F9A1C"
        className="font-mono tracking-widest uppercase"
      />
      <TrackField
        name="phone"
        label="Phone number of the delivery address"
        hint="The phone number given for delivery, with or without +211."
        value={values.phone}
        error={error('phone')}
        type="tel"
        maxLength={30}
        autoComplete="tel"
        inputMode="tel"
        placeholder="e.g. 0921 234 567"
      />
      <button
        type="submit"
        disabled={busy}
        className={`${buttonClass('primary')} w-full disabled:cursor-wait sm:w-auto`}
      >
        {busy ? <Spinner /> : null}
        Track order
      </button>
    </Form>
  );
}

/**
 * One labelled field of the tracking form, uncontrolled (it works before the page's JavaScript
 * arrives), its hint and the API's message for it below; a refused lookup shows what was typed.
 */
function TrackField({
  name,
  label,
  hint,
  value,
  error,
  className = '',
  ...input
}: {
  name: Field;
  label: string;
  hint: string;
  value: string;
  error?: string;
  className?: string;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'type'
  | 'maxLength'
  | 'autoCapitalize'
  | 'autoComplete'
  | 'spellCheck'
  | 'inputMode'
  | 'placeholder'
>) {
  const id = fieldId(name);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        defaultValue={value}
        key={`${name}-${value}`}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        className={`${inputClass} ${className}`.trim()}
      />
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
