import { buttonClass } from '@shop/ui';
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { inputClass, labelClass } from '~/components/field-classes';
import { Spinner } from '~/components/spinner';
import type { TrackResult, TrackValues } from '~/lib/track-order.server';

type Field = keyof TrackValues;

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
  useEffect(() => {
    if (refused) statusRef.current?.focus();
  }, [refused]);

  const values = result?.values ?? { orderNumber, phone: '' };
  const error = (field: Field) => refused?.errors[field];
  const describedBy = (field: Field, hint: string) =>
    [hint, error(field) ? `track-${field}-error` : ''].filter(Boolean).join(' ');

  return (
    <Form method="post" action="/track" noValidate className="space-y-5">
      {refused ? (
        <p
          ref={statusRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          {refused.message}
        </p>
      ) : null}
      <div>
        <label htmlFor="track-orderNumber" className={labelClass}>
          Order number
        </label>
        <input
          id="track-orderNumber"
          name="orderNumber"
          defaultValue={values.orderNumber}
          key={`number-${values.orderNumber}`}
          required
          maxLength={7}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. 3F9A1C"
          aria-invalid={error('orderNumber') ? true : undefined}
          aria-describedby={describedBy('orderNumber', 'track-orderNumber-hint')}
          className={`${inputClass} font-mono tracking-widest uppercase`}
        />
        <p id="track-orderNumber-hint" className="mt-1.5 text-sm text-muted">
          The 6 characters shown as the order number in your order e-mail.
        </p>
        {error('orderNumber') ? (
          <p id="track-orderNumber-error" className="mt-1 text-sm font-medium text-red-700">
            {error('orderNumber')}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="track-phone" className={labelClass}>
          Phone number of the delivery address
        </label>
        <input
          id="track-phone"
          name="phone"
          type="tel"
          defaultValue={values.phone}
          key={`phone-${values.phone}`}
          required
          maxLength={30}
          autoComplete="tel"
          inputMode="tel"
          placeholder="e.g. 0921 234 567"
          aria-invalid={error('phone') ? true : undefined}
          aria-describedby={describedBy('phone', 'track-phone-hint')}
          className={inputClass}
        />
        <p id="track-phone-hint" className="mt-1.5 text-sm text-muted">
          The phone number given for delivery, with or without +211.
        </p>
        {error('phone') ? (
          <p id="track-phone-error" className="mt-1 text-sm font-medium text-red-700">
            {error('phone')}
          </p>
        ) : null}
      </div>
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
