import { buttonClass } from '@shop/ui';
import { Link, useNavigation } from 'react-router';
import {
  checkConfirmLink,
  confirmSubscription,
  type NewsletterOutcome,
} from '~/features/newsletter/newsletter-api.server';
import { AskForm, BackToShop } from '~/features/newsletter/newsletter-actions';
import { LinkRefused } from '~/features/newsletter/link-refused';
import { NewsletterPanel } from '~/features/newsletter/newsletter-panel';
import { pageMeta } from '~/lib/page-meta';
import { NO_STORE_HEADERS } from '~/lib/cache-headers';
import type { Route } from './+types/newsletter-confirm';

const link = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

// The mailed confirmation link (docs/architecture.md, "Where the specifications disagree or are
// silent"). Opening it only reads what it is for: mail scanners follow links, and must not sign
// anyone up. Its Confirm button posts to the action, with JavaScript or without (decision 0019).
export async function loader({ params, context }: Route.LoaderArgs) {
  return checkConfirmLink(params.token, context);
}

export async function action({ params, context }: Route.ActionArgs) {
  return confirmSubscription(params.token, context);
}

// After Confirm the action's answer is shown; reading the link again would only say it was used.
export function shouldRevalidate() {
  return false;
}

// The address carries the mailed link's token: no cache keeps this page.
export const headers = () => NO_STORE_HEADERS;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ matches, title: 'Newsletter subscription', noIndex: true });
}

/** A link used before, one that does not work, or the answer to Confirm (`announce`d). */
function Outcome({ outcome, announce }: { outcome: NewsletterOutcome; announce: boolean }) {
  if (!outcome.ok) {
    return (
      <LinkRefused key="refused" message={outcome.message} announce={announce}>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/#newsletter" className={buttonClass('primary')}>
            Subscribe again
          </Link>
          <BackToShop />
        </div>
      </LinkRefused>
    );
  }
  return (
    <NewsletterPanel
      key="done"
      tone="success"
      title="Subscription confirmed"
      lead={outcome.message}
      announce={announce}
    >
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/collection" className={buttonClass('primary')}>
          Browse our products
        </Link>
        <BackToShop />
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

export default function NewsletterConfirm({
  loaderData: opened,
  actionData: answer,
}: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  if (answer) return <Outcome outcome={answer} announce />;
  if (!opened.ask) return <Outcome outcome={opened.outcome} announce={false} />;
  return (
    <NewsletterPanel
      key="ask"
      tone="question"
      title="Confirm your subscription"
      lead={
        <>
          Press Confirm to receive our news and offers at{' '}
          <strong className="font-semibold wrap-anywhere text-ink">{opened.email}</strong>.
        </>
      }
    >
      <p className="mt-3 text-sm text-muted">
        Did not ask for it? Close this page: you will receive nothing from us.
      </p>
      <AskForm busy={busy} label="Confirm" busyLabel="Confirming..." leave="Back to the shop" />
    </NewsletterPanel>
  );
}
