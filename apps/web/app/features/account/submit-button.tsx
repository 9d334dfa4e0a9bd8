import { Spinner } from '~/components/spinner';
import { submitClass } from './auth-classes';

/** The form's submit button; while busy it turns a spinner and says what is happening. */
export function SubmitButton({
  busy,
  busyLabel,
  label,
}: {
  busy: boolean;
  busyLabel: string;
  label: string;
}) {
  return (
    <button type="submit" disabled={busy} className={submitClass}>
      {busy && <Spinner size={16} />}
      {busy ? busyLabel : label}
    </button>
  );
}
