import { VerifyPayment } from '~/features/orders/verify-payment';
import { pageMeta } from '~/lib/page-meta';
import type { Route } from './+types/verify';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ matches, title: 'Verify', path: '/verify', noIndex: true });
}

/** The payment return page: only the word 'Verify' while the browser checks and moves on. */
export default function Verify() {
  return (
    <div className="grid min-h-[60vh] place-items-center px-4">
      <VerifyPayment />
    </div>
  );
}
