import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ADDRESS_FIELDS,
  ADDRESS_MAX_LENGTH,
  MOBILE_MONEY_PROVIDERS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type AcceptQuotationRequest,
  type Order,
  type OrderResponse,
  type PaymentMethod,
  type PublicQuotation,
} from '@shop/contracts/client';
import { Button } from '@shop/ui';
import { inputClass, labelClass } from '~/components/field-classes';
import { api, ApiError } from '~/lib/api';
import { loginPathFor } from '~/lib/return-path';
import { useSession } from '~/lib/session';
import { useHydrated } from '~/lib/use-hydrated';

const link = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

/** The delivery form starts from the quotation's contact; the customer completes it. */
function initialValue(field: string, q: PublicQuotation): string {
  const [first = '', ...rest] = q.contactName.split(/\s+/);
  if (field === 'firstName') return first;
  if (field === 'lastName') return rest.join(' ');
  if (field === 'email') return q.email;
  if (field === 'phone') return q.phone;
  if (field === 'city') return 'Juba';
  if (field === 'country') return 'South Sudan';
  return '';
}

/**
 * "Accept quotation" (docs/decisions/0069-quotations.md): the customer signs in (or creates an
 * account) and comes back here, gives where to deliver and how to pay, and the API places one
 * order at the quoted prices. The session lives in this browser, so the server renders the
 * signed-out way in.
 */
export function AcceptQuotation({
  quotation,
  token,
}: {
  quotation: PublicQuotation;
  token: string;
}) {
  const hydrated = useHydrated();
  const session = useSession();
  const [method, setMethod] = useState<PaymentMethod>('cod');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; errors?: Record<string, string> }>();
  const [placed, setPlaced] = useState<{ order: Order; message: string }>();
  const here = `/quotation/${token}`;

  if (placed)
    return (
      <AcceptCard id="accepted-title" title="Quotation accepted" intro={placed.message} status>
        <p className="mt-4">
          <Link to="/orders" className={link}>
            See your order
          </Link>
        </p>
      </AcceptCard>
    );

  if (!hydrated || !session)
    return (
      <AcceptCard
        id="accept-title"
        title="Accept this quotation"
        intro={
          <>
            Sign in to accept it: your order is placed at the prices above, and you follow it on My
            Orders. No account yet? Create one on the same page; you come back here afterwards.
          </>
        }
      >
        <p className="mt-4 flex flex-wrap gap-4">
          <Link to={loginPathFor(here)} className={link}>
            Sign in or create an account to accept
          </Link>
        </p>
      </AcceptCard>
    );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const address = Object.fromEntries(ADDRESS_FIELDS.map(([f]) => [f, text(f)]));
    const body = (
      method === 'cod'
        ? { token, address, paymentMethod: 'cod' }
        : {
            token,
            address,
            paymentMethod: 'mobile_money',
            mobileNumber: text('mobileNumber'),
            mobileProvider: text('mobileProvider'),
          }
    ) as AcceptQuotationRequest;
    setBusy(true);
    setRefusal(undefined);
    try {
      const answer = await api<OrderResponse>('/api/quotation/accept', { body, auth: true });
      setPlaced({ order: answer.order, message: answer.message });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setRefusal({ message: error.message, errors: error.errors });
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (field: string) => refusal?.errors?.[`address.${field}`];
  return (
    <AcceptCard
      id="accept-title"
      title="Accept this quotation"
      intro={
        <>
          Your order is placed at the quoted prices, {quotation.number}. Where should we deliver,
          and how will you pay?
        </>
      }
    >
      <form className="mt-6 space-y-6" onSubmit={submit} noValidate>
        <fieldset disabled={busy} className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
          <legend className="mb-3 text-base font-semibold text-ink">Delivery</legend>
          {ADDRESS_FIELDS.map(([field, name]) => {
            const id = `accept-${field}`;
            const error = fieldError(field);
            const wide = field === 'street' || field === 'email';
            return (
              <div key={field} className={wide ? 'sm:col-span-2' : ''}>
                <label htmlFor={id} className={labelClass}>
                  {name}
                </label>
                <input
                  id={id}
                  name={field}
                  type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                  defaultValue={initialValue(field, quotation)}
                  maxLength={ADDRESS_MAX_LENGTH[field]}
                  required
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  className={inputClass}
                />
                {error ? (
                  <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
        </fieldset>
        <fieldset disabled={busy} className="space-y-3">
          <legend className="mb-3 text-base font-semibold text-ink">Payment</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {PAYMENT_METHODS.map((m) => (
              <label
                key={m}
                className="flex cursor-pointer items-center gap-3 rounded-xl border border-stone-300 p-4 has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="paymentMethod"
                  value={m}
                  checked={method === m}
                  onChange={() => setMethod(m)}
                  className="size-5 accent-brand-700"
                />
                <span className="font-semibold">{PAYMENT_METHOD_LABELS[m]}</span>
              </label>
            ))}
          </div>
          {method === 'mobile_money' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor="accept-provider" className={labelClass}>
                  Mobile money provider
                </label>
                <select id="accept-provider" name="mobileProvider" className={inputClass}>
                  {MOBILE_MONEY_PROVIDERS.map((p) => (
                    <option key={p}>{p}</option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="accept-mobile" className={labelClass}>
                  Mobile money number
                </label>
                <input
                  id="accept-mobile"
                  name="mobileNumber"
                  type="tel"
                  inputMode="tel"
                  defaultValue={quotation.phone}
                  className={inputClass}
                  aria-invalid={refusal?.errors?.mobileNumber ? true : undefined}
                />
              </div>
            </div>
          ) : null}
        </fieldset>
        {refusal ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {refusal.message}
          </p>
        ) : null}
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? 'Placing your order...' : 'Accept quotation and place the order'}
        </Button>
      </form>
    </AcceptCard>
  );
}

/**
 * The card each step of accepting shows (signed out, the form, accepted): its heading, which
 * names the section, a line under it, and the rest. Not printed with the proforma invoice.
 */
function AcceptCard({
  id,
  title,
  intro,
  status = false,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  /** The answer to the form: read out when it replaces it. */
  status?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8 print:hidden"
      role={status ? 'status' : undefined}
      aria-labelledby={id}
    >
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <p className="mt-2 text-muted">{intro}</p>
      {children}
    </section>
  );
}
