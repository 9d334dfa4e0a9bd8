import { MESSAGES, STOCK_MESSAGES } from '@shop/contracts/client';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '~/components/spinner';
import { ApiError } from '~/lib/api';
import { loginPathFor } from '~/lib/return-path';
import { useSession } from '~/lib/session';
import { askStockAlert } from './api/ask-stock-alert';
import { getStockAlerts } from './api/get-stock-alerts';
import { withdrawStockAlert } from './api/withdraw-stock-alert';

const buttonBase =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors disabled:cursor-wait disabled:opacity-70';

/**
 * 'Email me when it is back' under a size that is out of stock (docs/decisions/0031). Loaded
 * only when such a size is chosen. A visitor is offered to sign in and come back to the product.
 */
export default function NotifyMe({ productId, size }: { productId: string; size: string }) {
  const session = useSession();
  // null while the customer's requests are being read.
  const [asked, setAsked] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const token = session?.token;

  useEffect(() => {
    if (!token) return;
    let live = true;
    getStockAlerts()
      .then(({ alerts }) => {
        if (live) setAsked(alerts.some((a) => a.productId === productId && a.size === size));
      })
      // Unknown: offer to ask (asking twice is harmless).
      .catch(() => live && setAsked(false));
    return () => {
      live = false;
    };
  }, [token, productId, size]);

  if (!session) {
    return (
      <p className="rounded-lg bg-stone-50 px-4 py-3 text-sm ring-1 ring-stone-200">
        <Link
          to={loginPathFor(`/product/${productId}`)}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {STOCK_MESSAGES.notifyMeSignIn}
        </Link>
      </p>
    );
  }

  const change = async (ask: boolean) => {
    setBusy(true);
    setError('');
    try {
      const body = { productId, size };
      const answer = await (ask ? askStockAlert(body) : withdrawStockAlert(body));
      setAsked(ask);
      setMessage(
        answer.message ||
          (ask ? STOCK_MESSAGES.notifyMeSaved(size) : STOCK_MESSAGES.notifyMeRemoved),
      );
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-2 rounded-lg bg-stone-50 px-4 py-3 ring-1 ring-stone-200">
      <p role="status" className="text-sm text-ink empty:hidden">
        {message || (asked ? STOCK_MESSAGES.notifyMeSaved(size) : '')}
      </p>
      {asked === null ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner />
          {MESSAGES.loading}
        </p>
      ) : asked ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => void change(false)}
          className={`${buttonBase} border border-stone-300 bg-white text-ink hover:bg-stone-100`}
        >
          {busy && <Spinner />}
          Do not email me about size {size}
        </button>
      ) : (
        <button
          type="button"
          disabled={busy}
          onClick={() => void change(true)}
          className={`${buttonBase} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}
        >
          {busy && <Spinner />}
          {STOCK_MESSAGES.notifyMe}
        </button>
      )}
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
    </div>
  );
}
