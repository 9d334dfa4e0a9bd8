import { ORDER_MESSAGES as M } from '@shop/contracts/client';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '~/lib/session';
import { cartStore } from '~/stores/cart-store';
import { useHydrated } from '~/lib/use-hydrated';
import { notify } from '~/lib/notify';
import { verifyPayment } from './api/verify-payment';

/**
 * The payment return page (docs/spec/account-and-company-site.md sections 2 and 4): reads `success` and
 * `orderId`, asks the server whether the order is really paid, then empties the cart and goes to
 * /orders, or goes to '/'. The page itself shows only the word 'Verify'.
 */
export function VerifyPayment() {
  const hydrated = useHydrated();
  const session = useSession();
  const token = session?.token;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const success = params.get('success');
  const orderId = params.get('orderId');

  useEffect(() => {
    if (!hydrated) return;
    if (!token || !orderId) {
      void navigate('/', { replace: true });
      return;
    }
    let live = true;
    verifyPayment({ success: success ?? undefined, orderId })
      .then(() => {
        if (!live) return;
        cartStore.clear();
        void navigate('/orders', { replace: true });
      })
      .catch((err: unknown) => {
        if (!live) return;
        notify('error', err instanceof Error && err.message ? err.message : M.paymentNotConfirmed);
        void navigate('/', { replace: true });
      });
    return () => {
      live = false;
    };
  }, [hydrated, token, success, orderId, navigate]);

  return (
    <p role="status" className="text-2xl font-bold text-brand-900">
      {M.verifyText}
    </p>
  );
}
