import { buttonClass } from '@shop/ui';
import { Form, Link } from 'react-router';
import { Spinner } from '~/components/spinner';

/** The way out of every newsletter panel: the main button of an answer, else the second one. */
export function BackToShop({ primary = false }: { primary?: boolean }) {
  return (
    <Link to="/" className={buttonClass(primary ? 'primary' : 'secondary')}>
      Back to the shop
    </Link>
  );
}

/** An answer that leaves nothing more to do than go back to the shop. */
export function OnlyBackToShop() {
  return (
    <div className="mt-8 flex justify-center">
      <BackToShop primary />
    </div>
  );
}

/**
 * The question's button, posting to the page's action (so it works before the page's code has
 * arrived), and the link that leaves without doing it.
 */
export function AskForm({
  busy,
  label,
  busyLabel,
  leave,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  leave: string;
}) {
  return (
    <Form method="post" className="mt-8 flex flex-wrap justify-center gap-3">
      <button type="submit" disabled={busy} className={buttonClass('primary')}>
        {busy && <Spinner size={16} />}
        {busy ? busyLabel : label}
      </button>
      <Link to="/" className={buttonClass('secondary')}>
        {leave}
      </Link>
    </Form>
  );
}
