import {
  MOBILE_MONEY_PROVIDERS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type MobileMoneyProvider,
  type PaymentMethod,
} from '@shop/contracts/client';
import { inputClass, labelClass } from '~/components/field-classes';
import { fieldId } from './checkout-validation';

const DESCRIPTIONS: Record<PaymentMethod, string> = {
  cod: 'Pay in cash when your order arrives. Available in Juba and major cities.',
  mobile_money: 'Pay with MTN, Airtel or UTL mobile money. We send the payment instructions.',
};

const optionClass =
  'flex cursor-pointer gap-3 rounded-xl border border-stone-300 bg-white p-4 transition-colors ' +
  'hover:border-brand-500 has-checked:border-brand-700 has-checked:bg-brand-50 ' +
  'has-checked:ring-1 has-checked:ring-brand-700 has-focus-visible:outline-3 ' +
  'has-focus-visible:outline-accent-500 has-disabled:cursor-not-allowed';

/** Cash on delivery (default) or mobile money with its provider and number (section 4). */
export function PaymentFieldset({
  method,
  provider,
  mobileNumber,
  mobileNumberError,
  disabled,
  onMethod,
  onProvider,
  onMobileNumber,
}: {
  method: PaymentMethod;
  provider: MobileMoneyProvider;
  mobileNumber: string;
  mobileNumberError?: string;
  disabled: boolean;
  onMethod: (method: PaymentMethod) => void;
  onProvider: (provider: MobileMoneyProvider) => void;
  onMobileNumber: (value: string) => void;
}) {
  const numberId = fieldId('mobileNumber');
  return (
    <fieldset disabled={disabled} className="space-y-4">
      <legend className="sr-only">Payment method</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {PAYMENT_METHODS.map((m) => (
          <label key={m} className={optionClass}>
            <input
              type="radio"
              name="paymentMethod"
              value={m}
              checked={method === m}
              onChange={() => onMethod(m)}
              aria-describedby={`payment-${m}-text`}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-ink">{PAYMENT_METHOD_LABELS[m]}</span>
              <span id={`payment-${m}-text`} className="mt-0.5 block text-sm text-muted">
                {DESCRIPTIONS[m]}
              </span>
            </span>
          </label>
        ))}
      </div>

      {method === 'mobile_money' ? (
        <div className="space-y-4 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200 sm:p-5">
          <fieldset>
            <legend className={labelClass}>Mobile money provider</legend>
            <div className="grid grid-cols-3 gap-2">
              {MOBILE_MONEY_PROVIDERS.map((p) => (
                <label
                  key={p}
                  className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-stone-300 bg-white text-sm font-semibold text-ink transition-colors hover:border-brand-500 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-accent-500"
                >
                  <input
                    type="radio"
                    name="mobileProvider"
                    value={p}
                    checked={provider === p}
                    onChange={() => onProvider(p)}
                    className="sr-only"
                  />
                  {p}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={numberId} className={labelClass}>
              Mobile money number{' '}
              <span aria-hidden="true" className="text-red-700">
                *
              </span>
            </label>
            <input
              id={numberId}
              name="mobileNumber"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={mobileNumber}
              onChange={(e) => onMobileNumber(e.target.value)}
              required
              maxLength={30}
              placeholder="e.g. 0921 234 567"
              aria-invalid={mobileNumberError ? true : undefined}
              aria-describedby={`${numberId}-hint${mobileNumberError ? ` ${numberId}-error` : ''}`}
              className={`${inputClass} scroll-mt-32`}
            />
            <p id={`${numberId}-hint`} className="mt-1.5 text-xs text-muted">
              The {provider} number you will pay from. We send the payment instructions there.
            </p>
            {mobileNumberError ? (
              <p id={`${numberId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
                {mobileNumberError}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
