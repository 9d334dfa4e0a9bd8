import { Button, Modal } from '@shop/ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '~/components/spinner';
import { ApiError } from '~/lib/api';
import { notify } from '~/lib/notify';

const TITLE = 'Sign out everywhere';
const EXPLAINED =
  'Signs you out on every phone, tablet and computer where you are signed in, this one included.';

/**
 * 'Sign out everywhere' (docs/decisions/0022-sessions-and-secrets.md): after a confirmation, the
 * API ends every session of the account, this browser forgets its own, and the page goes to
 * /login. Loaded after the profile (React.lazy), and what the click runs only on the click, so
 * neither adds to the page's first load.
 */
export default function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const titleId = useId();
  const textId = useId();

  const confirm = async () => {
    setBusy(true);
    try {
      const { signOutEverywhere } = await import('./sign-out-everywhere-action');
      notify('success', await signOutEverywhere());
      void navigate('/login');
    } catch (error) {
      // The server's words for a refusal (a 401 has signed this browser out already, and the
      // page goes to /login); a failed connection or a server error gets the general ones.
      notify(
        'error',
        error instanceof ApiError && error.status < 500
          ? error.message
          : 'Could not sign you out everywhere. Please try again.',
      );
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby={`${titleId}-card`}
      className="flex flex-col gap-4 rounded-2xl bg-white px-5 py-5 shadow-sm ring-1 ring-stone-200 sm:flex-row sm:items-center sm:justify-between sm:px-8"
    >
      <div className="min-w-0">
        <h2 id={`${titleId}-card`} className="text-lg font-bold text-brand-900">
          {TITLE}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-muted">
          Lost a phone, or signed in on a shared computer? {EXPLAINED}
        </p>
      </div>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="shrink-0"
      >
        {TITLE}
      </Button>
      {open ? (
        <Modal
          labelledBy={titleId}
          describedBy={textId}
          busy={busy}
          onClose={() => {
            if (!busy) setOpen(false);
          }}
          className="rounded-t-2xl p-5 sm:max-w-md sm:rounded-2xl sm:p-6"
        >
          <h2 id={titleId} className="text-xl font-bold text-ink">
            {TITLE}?
          </h2>
          <p id={textId} className="mt-2 text-sm text-muted">
            {EXPLAINED} You will need your password to sign in again.
          </p>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void confirm()} disabled={busy}>
              {busy ? <Spinner /> : null}
              {busy ? 'Signing out…' : TITLE}
            </Button>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
