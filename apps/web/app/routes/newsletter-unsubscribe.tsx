import { unsubscribe } from '~/features/newsletter/newsletter-api.server';
import { BACK_TO_SHOP, LinkPanel, OutcomePanel, PanelAnswer } from '~/components/link-panel';
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
  if (outcome)
    return (
      <OutcomePanel
        ok={outcome.ok}
        eyebrow="Newsletter"
        title={outcome.ok ? 'You are unsubscribed' : 'This link does not work'}
        message={outcome.message}
        links={[BACK_TO_SHOP]}
        announce
      >
        {outcome.ok && (
          <p className="mt-3 text-sm text-muted">
            You can subscribe again at any time from the form at the bottom of every page.
          </p>
        )}
      </OutcomePanel>
    );
  return (
    <LinkPanel
      eyebrow="Newsletter"
      key="ask"
      tone="question"
      title="Unsubscribe from our newsletter?"
    >
      <p className="mt-4 leading-relaxed text-muted">
        Press the button to stop receiving our newsletter at this address. Your orders and your
        account are not affected.
      </p>
      <PanelAnswer
        action="Unsubscribe"
        busyLabel="Unsubscribing..."
        leave={{ to: '/', label: 'Keep my subscription' }}
      />
    </LinkPanel>
  );
}
