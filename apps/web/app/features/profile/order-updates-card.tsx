import {
  ACCOUNT_MESSAGES as M,
  UPDATE_CHANNEL_LABELS,
  type UpdateChannel,
  type User,
} from '@shop/contracts/client';
import { buttonClass } from '@shop/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Spinner } from '~/components/spinner';
import { UpdatesFieldset } from '~/components/updates-fieldset';
import { ApiError } from '~/lib/api';
import { updateProfile } from './api/update-profile';
import { failureMessage } from './profile-format';

const savedText = (channel: UpdateChannel) =>
  channel === 'email'
    ? 'Saved: order updates come by e-mail only.'
    : `Saved: order updates come by ${UPDATE_CHANNEL_LABELS[channel]} and e-mail.`;

/** Why no text reaches a number, and what brings them back, in the customer's words. */
function StoppedNote({ number, by }: NonNullable<User['stoppedNumbers']>[number]) {
  // '+211921234567' as '+211 921 234 567'. Written here rather than taken from lib/order-format:
  // that file's chunk would split for this one line, costing /orders and /track a request
  // (docs/decisions/0047).
  const shown = number.replace(/^\+211(\d{3})(\d{3})(\d{3})$/, '+211 $1 $2 $3');
  return (
    <li>
      <strong className="whitespace-nowrap">{shown}</strong>{' '}
      {by === 'sms'
        ? 'replied STOP to our texts, so no SMS or WhatsApp updates go to it. Reply START to one of them to get updates there again.'
        : 'blocked or stopped our WhatsApp messages, so no SMS or WhatsApp updates go to it. Choose another phone at checkout to get them.'}
    </li>
  );
}

/**
 * 'Order updates' on the profile (docs/decisions/0071): the checkout's three choices, saved
 * through the profile's update route, offered first at the next checkout. Beside them, the
 * account's numbers that asked for no more texts. Loaded after the profile, so none of it is on
 * the page's first load.
 */
export default function OrderUpdatesCard({
  user,
  onChange,
}: {
  user: User;
  onChange: (user: User) => void;
}) {
  const saved = user.updatesBy ?? 'email';
  const [choice, setChoice] = useState<UpdateChannel>(saved);
  const [seen, setSeen] = useState(saved);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const id = useId();
  const saveRef = useRef<HTMLButtonElement>(null);
  const stopped = user.stoppedNumbers ?? [];

  // A saved choice that differs from the last one seen replaces the one shown: this card's own
  // save, or the profile form's answer after an order in another tab chose otherwise.
  if (seen !== saved) {
    setSeen(saved);
    setChoice(saved);
  }

  const choose = (value: UpdateChannel) => {
    setChoice(value);
    setStatus('');
    setError('');
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setStatus('');
    setError('');
    try {
      const { user: next } = await updateProfile({ updatesBy: choice });
      onChange(next);
      setStatus(savedText(next.updatesBy ?? 'email'));
    } catch (err) {
      setError(
        (err instanceof ApiError && err.errors.updatesBy) ||
          failureMessage(err, M.profileUpdateFailed),
      );
    } finally {
      setBusy(false);
      // The group was disabled while saving: a radio that had the focus (Enter saves) lost it.
      requestAnimationFrame(() => {
        if (!document.activeElement || document.activeElement === document.body)
          saveRef.current?.focus();
      });
    }
  };

  const field = (name: string) => `${id}-${name}`;
  const described = [stopped.length ? field('stopped') : '', error ? field('error') : '']
    .filter(Boolean)
    .join(' ');

  return (
    <section
      aria-labelledby={field('title')}
      className="rounded-2xl bg-white px-5 py-5 shadow-sm ring-1 ring-stone-200 sm:px-8"
    >
      <h2 id={field('title')} className="text-lg font-bold text-brand-900">
        Order updates
      </h2>
      <p className="mt-1 max-w-prose text-sm text-muted">
        How we tell you an order was received, paid, out for delivery and delivered. Texts go to the
        delivery phone of each order; the checkout offers this choice first.
      </p>
      <form onSubmit={save} className="mt-4">
        <UpdatesFieldset
          value={choice}
          disabled={busy}
          onChange={choose}
          describedBy={described || undefined}
        >
          {stopped.length ? (
            <ul
              id={field('stopped')}
              className="mt-3 space-y-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-ink ring-1 ring-amber-200"
            >
              {stopped.map((n) => (
                <StoppedNote key={n.number} {...n} />
              ))}
            </ul>
          ) : null}
        </UpdatesFieldset>
        {error ? (
          <p id={field('error')} role="alert" className="mt-3 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        <div className="mt-4 flex flex-col gap-3 sm:flex-row-reverse sm:items-center sm:justify-between">
          {/* Never disabled: it keeps the focus while saving (a second press waits for the first). */}
          <button
            ref={saveRef}
            type="submit"
            aria-busy={busy || undefined}
            className={buttonClass('primary', 'shrink-0')}
          >
            {busy ? <Spinner /> : null}
            {busy ? 'Saving…' : 'Save choice'}
          </button>
          <p role="status" className="text-sm font-medium text-brand-800">
            {status}
          </p>
        </div>
      </form>
    </section>
  );
}
