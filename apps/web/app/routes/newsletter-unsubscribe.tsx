import { useNavigation } from 'react-router';
import { unsubscribe } from '~/features/newsletter/newsletter-api.server';
import { AskForm, OnlyBackToShop } from '~/features/newsletter/newsletter-actions';
import { LinkRefused } from '~/features/newsletter/link-refused';
import { NewsletterPanel } from '~/features/newsletter/newsletter-panel';
import { pageMeta } from '~/lib/page-meta';
import { NO_STORE_HEADERS } from '~/lib/cache-headers';
import type { Route } from './+types/newsletter-unsubscribe';

// Opening the link only shows the button: mail scanners follow links, and must not unsubscribe
// anyone. The button posts the token to this action (decision 0019).
export async function action({ params, context }: Route.ActionArgs) {
  return unsubscribe(params.token, context);
}

// The address carries the mailed link's token: no cache keeps this page.
export const headers = () => NO_STORE_HEADERS;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ matches, title: 'Unsubscribe', noIndex: true });
}

export default function NewsletterUnsubscribe({ actionData: outcome }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  if (outcome && !outcome.ok) {
    return (
      <LinkRefused key="refused" message={outcome.message} announce>
        <OnlyBackToShop />
      </LinkRefused>
    );
  }
  if (outcome) {
    return (
      <NewsletterPanel
        key="done"
        tone="success"
        title="You are unsubscribed"
        lead={outcome.message}
        announce
      >
        <p className="mt-3 text-sm text-muted">
          You can subscribe again at any time from the form at the bottom of every page.
        </p>
        <OnlyBackToShop />
      </NewsletterPanel>
    );
  }
  return (
    <NewsletterPanel
      key="ask"
      tone="question"
      title="Unsubscribe from our newsletter?"
      lead="Press the button to stop receiving our newsletter at this address. Your orders and your account are not affected."
    >
      <AskForm
        busy={busy}
        label="Unsubscribe"
        busyLabel="Unsubscribing..."
        leave="Keep my subscription"
      />
    </NewsletterPanel>
  );
}
