import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  QUOTATION_NOTES_MAX,
  QUOTATION_TEXT_MAX,
  type RequestQuotation,
} from '@shop/contracts/client';
import { Button } from '@shop/ui';
import { inputClass, labelClass } from '~/components/field-classes';
import { api, ApiError } from '~/lib/api';
import { loginPathFor } from '~/lib/return-path';
import { useSession } from '~/lib/session';

/**
 * "Ask for a quotation" (docs/decisions/0069-quotations.md): a signed-in customer buying for an
 * organisation sends the cart's lines to staff, who price them and e-mail a quotation back.
 */
export function AskQuotation() {
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string }>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body: RequestQuotation = {
      organisation: String(form.get('organisation') ?? ''),
      phone: String(form.get('phone') ?? ''),
      notes: String(form.get('notes') ?? ''),
    };
    setBusy(true);
    setAnswer(undefined);
    try {
      // The quotation is made of the account's cart: the latest quantities must be there first.
      const { cartChangesSent } = await import('~/stores/cart-sync');
      await cartChangesSent();
      const done = await api<{ message: string; number: string }>('/api/quotation/request', {
        body,
        auth: true,
      });
      setAnswer({ ok: true, message: `${done.message} Your request: ${done.number}.` });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setAnswer({ ok: false, message: error.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <details className="mt-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
      <summary className="min-h-10 cursor-pointer font-semibold text-brand-800">
        Buying for an organisation? Ask for a quotation
      </summary>
      <p className="mt-2 text-sm text-muted">
        We price these lines for you and e-mail a quotation you can print as a proforma invoice and
        accept online.
      </p>
      {!session ? (
        <p className="mt-3 text-sm">
          <Link to={loginPathFor('/cart')} className="font-semibold text-brand-700 underline">
            Sign in to ask for a quotation
          </Link>
        </p>
      ) : answer?.ok ? (
        <p role="status" className="mt-3 rounded-lg bg-brand-50 p-3 text-sm font-medium">
          {answer.message}
        </p>
      ) : (
        <form className="mt-4 space-y-4" onSubmit={submit}>
          <div>
            <label htmlFor="quote-organisation" className={labelClass}>
              Organisation
            </label>
            <input
              id="quote-organisation"
              name="organisation"
              required
              maxLength={QUOTATION_TEXT_MAX}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="quote-phone" className={labelClass}>
              Phone (optional)
            </label>
            <input
              id="quote-phone"
              name="phone"
              type="tel"
              inputMode="tel"
              maxLength={30}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="quote-notes" className={labelClass}>
              Notes (optional)
            </label>
            <textarea
              id="quote-notes"
              name="notes"
              rows={3}
              maxLength={QUOTATION_NOTES_MAX}
              placeholder="Delivery place, dates, how you pay"
              className={inputClass}
            />
          </div>
          {answer ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {answer.message}
            </p>
          ) : null}
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? 'Sending...' : 'Ask for a quotation'}
          </Button>
        </form>
      )}
    </details>
  );
}
