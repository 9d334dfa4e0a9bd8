import { buttonClass } from '@shop/ui';
import { Link } from 'react-router';
import { confirmSubscription } from '~/features/newsletter/newsletter-api.server';
import { NewsletterPanel } from '~/features/newsletter/newsletter-panel';
import { pageMeta } from '~/lib/page-meta';
import { NO_STORE_HEADERS } from '~/lib/cache-headers';
import type { Route } from './+types/newsletter-confirm';

const link = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

// The mailed confirmation link (docs/architecture.md section 6): opening it confirms.
export async function loader({ params, context }: Route.LoaderArgs) {
  return confirmSubscription(params.token, context);
}

// The link works once: never send it again for the same page (it would read as used).
export function shouldRevalidate() {
  return false;
}

// The address carries the mailed link's token: no cache keeps this page.
export const headers = () => NO_STORE_HEADERS;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ matches, title: 'Newsletter subscription', noIndex: true });
}

export default function NewsletterConfirm({ loaderData: outcome }: Route.ComponentProps) {
  if (!outcome.ok) {
    return (
      <NewsletterPanel tone="error" title="This link does not work">
        <p className="mt-4 leading-relaxed text-muted">{outcome.message}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/#newsletter" className={buttonClass('primary')}>
            Subscribe again
          </Link>
          <Link to="/" className={buttonClass('secondary')}>
            Back to the shop
          </Link>
        </div>
      </NewsletterPanel>
    );
  }
  return (
    <NewsletterPanel tone="success" title="Subscription confirmed">
      <p className="mt-4 leading-relaxed text-muted">{outcome.message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/collection" className={buttonClass('primary')}>
          Browse our products
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          Back to the shop
        </Link>
      </div>
      {outcome.unsubscribeToken && (
        <p className="mt-8 border-t border-stone-200 pt-6 text-sm text-muted">
          Changed your mind?{' '}
          <Link to={`/newsletter/unsubscribe/${outcome.unsubscribeToken}`} className={link}>
            Unsubscribe
          </Link>{' '}
          at any time; every newsletter carries this link too.
        </p>
      )}
    </NewsletterPanel>
  );
}
