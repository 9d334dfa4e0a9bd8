import { type PendingEmailChange } from '@shop/contracts/client';
import { Button, buttonClass } from '@shop/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { inputClass, labelClass } from '~/components/field-classes';
import { Spinner } from '~/components/spinner';
import { ApiError } from '~/lib/api';
import { notify } from '~/lib/notify';
import { cancelEmailChange, getEmailChange, requestEmailChange } from './api/email-change';
import { failureMessage } from './profile-format';

const FAILED = 'Could not ask for the change. Please try again.';

const until = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * 'E-mail address' on the profile (docs/decisions/0051-email-change-and-saved-addresses.md): the
 * customer asks with the new address and their password; the change waits ("Pending: confirm
 * from …") until the link mailed there is opened, and can be cancelled meanwhile. Loaded after
 * the profile, so none of it is on the page's first load.
 */
export default function EmailChangeCard({ email }: { email: string }) {
  const [pending, setPending] = useState<PendingEmailChange | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const noteRef = useRef<HTMLDivElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let live = true;
    getEmailChange()
      .then((answer) => live && setPending(answer.pending))
      .catch(() => undefined); // nothing waiting is shown; asking again still works
    return () => {
      live = false;
    };
  }, [email]);

  const start = () => {
    setOpen(true);
    requestAnimationFrame(() => emailRef.current?.focus());
  };
  const close = () => {
    setOpen(false);
    setErrors({});
    setPassword('');
    requestAnimationFrame(() => changeRef.current?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    try {
      const answer = await requestEmailChange({ email: newEmail, password });
      notify('success', answer.message);
      setPending(answer.pending);
      setOpen(false);
      setNewEmail('');
      setPassword('');
      requestAnimationFrame(() => noteRef.current?.focus());
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.errors);
      notify('error', failureMessage(error, FAILED));
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    setBusy(true);
    try {
      const answer = await cancelEmailChange();
      notify('success', answer.message);
      setPending(null);
      requestAnimationFrame(() => changeRef.current?.focus());
    } catch (error) {
      // Already used, expired or cancelled elsewhere: nothing waits any more.
      if (error instanceof ApiError && error.status === 404) setPending(null);
      notify('error', failureMessage(error, 'Could not cancel the change. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: string) => `${id}-${name}`;
  const described = (name: string) => (errors[name] ? `${field(name)}-error` : undefined);

  return (
    <section
      aria-labelledby={field('title')}
      className="rounded-2xl bg-white px-5 py-5 shadow-sm ring-1 ring-stone-200 sm:px-8"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 id={field('title')} className="text-lg font-bold text-brand-900">
            E-mail address
          </h2>
          <p className="mt-1 text-sm break-all text-muted">
            You sign in and receive our e-mails at <strong className="text-ink">{email}</strong>.
          </p>
        </div>
        {open ? null : (
          <button
            ref={changeRef}
            type="button"
            onClick={start}
            disabled={busy}
            className={buttonClass('secondary', 'shrink-0')}
          >
            Change e-mail address
          </button>
        )}
      </div>

      {pending ? (
        <div
          ref={noteRef}
          tabIndex={-1}
          role="status"
          className="mt-4 flex flex-col gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm ring-1 ring-amber-200 focus:outline-none sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="min-w-0 break-words text-ink">
            <strong>Pending: confirm from {pending.email}</strong>
            <span className="block text-muted">
              Open the link we sent there by {until(pending.expiresAt)}. Until then your address
              stays {email}.
            </span>
          </p>
          <Button
            variant="secondary"
            onClick={() => void cancel()}
            disabled={busy}
            className="shrink-0"
          >
            Cancel the change
          </Button>
        </div>
      ) : null}

      {open ? (
        <form onSubmit={submit} noValidate className="mt-5 grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={field('email')} className={labelClass}>
              New e-mail address
            </label>
            <input
              ref={emailRef}
              id={field('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              maxLength={254}
              value={newEmail}
              onChange={(e) => setNewEmail(e.target.value)}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={described('email')}
              className={inputClass}
            />
            {errors.email ? (
              <p id={`${field('email')}-error`} className="mt-1.5 text-sm font-medium text-red-700">
                {errors.email}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={field('password')} className={labelClass}>
              Current password
            </label>
            <input
              id={field('password')}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={described('password')}
              className={inputClass}
            />
            {errors.password ? (
              <p
                id={`${field('password')}-error`}
                className="mt-1.5 text-sm font-medium text-red-700"
              >
                {errors.password}
              </p>
            ) : null}
          </div>
          <p className="text-sm text-muted sm:col-span-2">
            We send a link to the new address; your address changes when it is opened. We also tell{' '}
            {email}.
          </p>
          <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {busy ? <Spinner /> : null}
              {busy ? 'Sending…' : 'Send confirmation link'}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
