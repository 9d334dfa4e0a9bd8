import { Link } from 'react-router';
import {
  checkConfirmLink,
  confirmSubscription,
  type NewsletterOutcome,
} from '~/features/newsletter/newsletter-api.server';
import { BACK_TO_SHOP, LinkPanel, OutcomePanel, PanelAnswer } from '~/components/link-panel';
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
  if (!outcome.ok)
    return (
      <OutcomePanel
        ok={false}
        eyebrow="Newsletter"
        title="This link does not work"
        message={outcome.message}
        links={[{ to: '/#newsletter', label: 'Subscribe again' }, BACK_TO_SHOP]}
        announce={announce}
      />
    );
  return (
    <OutcomePanel
      ok
      eyebrow="Newsletter"
      title="Subscription confirmed"
      message={outcome.message}
      links={[{ to: '/collection', label: 'Browse our products' }, BACK_TO_SHOP]}
      announce={announce}
      after={
        outcome.unsubscribeToken && (
          <p className="mt-8 border-t border-stone-200 pt-6 text-sm text-muted">
            Changed your mind?{' '}
            <Link to={`/newsletter/unsubscribe/${outcome.unsubscribeToken}`} className={link}>
              Unsubscribe
            </Link>{' '}
            at any time; every newsletter carries this link too.
          </p>
        )
      }
    />
  );
}

export default function NewsletterConfirm({
  loaderData: opened,
  actionData: answer,
}: Route.ComponentProps) {
  if (answer) return <Outcome outcome={answer} announce />;
  if (!opened.ask) return <Outcome outcome={opened.outcome} announce={false} />;
  return (
    <LinkPanel eyebrow="Newsletter" key="ask" tone="question" title="Confirm your subscription">
      <p className="mt-4 leading-relaxed text-muted">
        Press Confirm to receive our news and offers at{' '}
        <strong className="font-semibold wrap-anywhere text-ink">{opened.email}</strong>.
      </p>
      <p className="mt-3 text-sm text-muted">
        Did not ask for it? Close this page: you will receive nothing from us.
      </p>
      <PanelAnswer action="Confirm" busyLabel="Confirming..." leave={BACK_TO_SHOP} />
    </LinkPanel>
  );
}
