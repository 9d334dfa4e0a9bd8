import { BACK_TO_SHOP, LinkPanel, OutcomePanel, PanelAnswer } from '~/components/link-panel';
import {
  checkEmailChangeLink,
  confirmEmailChange,
  type ConfirmEmailOutcome,
} from '~/features/profile/confirm-email-api.server';
import { NO_STORE_HEADERS } from '~/lib/cache-headers';
import { pageMeta } from '~/lib/page-meta';
import type { Route } from './+types/confirm-email';

const EYEBROW = 'Your account';
const PROFILE = { to: '/profile', label: 'Go to your profile' };

// The link mailed to the new address of a change of e-mail address
// (docs/decisions/0051-email-change-and-saved-addresses.md). Opening it only reads what it is
// for: mail scanners follow links, and must not change anyone's address. Its Confirm button posts
// to the action, with JavaScript or without.
export async function loader({ params, context }: Route.LoaderArgs) {
  return checkEmailChangeLink(params.token, context);
}

export async function action({ params, context }: Route.ActionArgs) {
  return confirmEmailChange(params.token, context);
}

// After Confirm the action's answer is shown; reading the link again would only say it was used.
export function shouldRevalidate() {
  return false;
}

// The address carries the mailed link's token: no cache keeps this page.
export const headers = () => NO_STORE_HEADERS;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ matches, title: 'Confirm your new e-mail address', noIndex: true });
}

/** A link used before or not working, or the answer to Confirm (`announce`d). */
function Outcome({ outcome, announce }: { outcome: ConfirmEmailOutcome; announce: boolean }) {
  if (!outcome.ok)
    return (
      <OutcomePanel
        ok={false}
        eyebrow={EYEBROW}
        title="Your e-mail address was not changed"
        message={outcome.message}
        links={[PROFILE, BACK_TO_SHOP]}
        announce={announce}
      />
    );
  return (
    <OutcomePanel
      ok
      eyebrow={EYEBROW}
      title="Your e-mail address is changed"
      message={outcome.message}
      links={[PROFILE, { to: '/login', label: 'Sign in' }]}
      announce={announce}
    >
      <p className="mt-3 text-sm text-muted">
        Where you were signed in on other devices, sign in again with the new address.
      </p>
    </OutcomePanel>
  );
}

export default function ConfirmEmail({
  loaderData: opened,
  actionData: answer,
}: Route.ComponentProps) {
  if (answer) return <Outcome outcome={answer} announce />;
  if (!opened.ask) return <Outcome outcome={opened.outcome} announce={false} />;
  return (
    <LinkPanel key="ask" eyebrow={EYEBROW} tone="question" title="Confirm your new e-mail address">
      <p className="mt-4 leading-relaxed text-muted">
        Press Confirm to sign in and receive our e-mails at{' '}
        <strong className="font-semibold wrap-anywhere text-ink">{opened.email}</strong> from now
        on.
      </p>
      <p className="mt-3 text-sm text-muted">
        Did not ask for it? Close this page: nothing changes.
      </p>
      <PanelAnswer action="Confirm" busyLabel="Confirming..." leave={BACK_TO_SHOP} />
    </LinkPanel>
  );
}
