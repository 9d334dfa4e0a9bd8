import { MESSAGES } from '@shop/contracts/client';
import { Link, useActionData, useSearchParams } from 'react-router';
import { TrackForm } from '~/features/tracking/track-form';
import { TrackedOrderCard } from '~/features/tracking/tracked-order';
import { pageMeta } from '~/lib/page-meta';
import { trackOrder, type TrackResult } from '~/stores/track-order.server';
import { NO_STORE_HEADERS } from '~/lib/cache-headers';
import type { Route } from './+types/track';

// The address may carry an order number (the order e-mails' link): no cache keeps this page.
export const headers = () => NO_STORE_HEADERS;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Track Your Order',
    description:
      'See where your order is without signing in: enter the order number from your order e-mail and the phone number of the delivery address.',
    path: '/track',
  });
}

/** The form's post, with or without JavaScript: sent on to POST /api/order/track. */
export async function action({ request, context }: Route.ActionArgs): Promise<TrackResult> {
  return trackOrder(request, context);
}

/** In the browser: an answer that never comes is a message beside the form, not an error page. */
export async function clientAction({
  request,
  serverAction,
}: Route.ClientActionArgs): Promise<TrackResult> {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch {
    const values = {
      orderNumber: String(form.get('orderNumber') ?? ''),
      phone: String(form.get('phone') ?? ''),
    };
    return { ok: false, message: MESSAGES.networkError, errors: {}, values };
  }
}

/**
 * Tracking without an account: a customer who ordered by phone, or who is not signed in on this
 * device, sees where their order is from its number and the delivery phone.
 */
export default function Track() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const fromLink = (params.get('order') ?? '').slice(0, 7);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
        Track your order
      </h1>
      <p className="mt-2 max-w-2xl text-muted">
        No account needed: enter the order number from your order e-mail and the phone number of the
        delivery address. Signed in? All your orders are on{' '}
        <Link to="/orders" className="font-semibold text-brand-700 underline">
          My Orders
        </Link>
        .
      </p>
      <div className="mt-6 grid items-start gap-8 lg:grid-cols-5">
        <section
          aria-label="Find your order"
          className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm lg:col-span-2"
        >
          <TrackForm result={result} orderNumber={fromLink} />
        </section>
        <div className="lg:col-span-3" aria-live="polite">
          {result?.ok ? (
            <TrackedOrderCard order={result.order} />
          ) : (
            <div className="rounded-2xl border border-dashed border-stone-300 p-6 text-sm text-muted">
              <p className="font-semibold text-ink">Where to find your order number</p>
              <p className="mt-1">
                Every order e-mail shows it near the top, as in &lsquo;Order number:{' '}
                <span className="font-mono">3F9A1C</span>&rsquo;. Ordered by phone? Ask us for it
                when you call, or on WhatsApp.
              </p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
