import {
  ACCOUNT_MESSAGES as M,
  NETWORK_ERROR_CODE,
  RESET_LINK_MINUTES,
} from '@shop/contracts/client';
import { useState, type FormEvent } from 'react';
import { ApiError } from '~/lib/api';
import { notify } from '~/lib/notify';
import { forgotPassword } from './api/forgot-password';
import { linkButton } from './auth-classes';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** The forgot-password panel: the form, then 'Check Your Email' (section 4). */
export function ForgotPasswordPanel({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const fail = (message: string) => {
    setError(message);
    notify('error', message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim()) return fail(M.enterEmail);
    setError('');
    setBusy(true);
    try {
      await forgotPassword({ email: email.trim() });
      notify('success', M.resetLinkSent);
      setSent(true);
    } catch (err) {
      const network = !(err instanceof ApiError) || err.code === NETWORK_ERROR_CODE;
      fail(network ? M.anErrorOccurred : (err.errors.email ?? err.message));
    }
    setBusy(false);
  };

  const back = (
    <button type="button" onClick={onBack} className={`${linkButton} text-sm`}>
      ← Back to Login
    </button>
  );

  if (sent)
    return (
      <div className="text-center">
        <div className="mx-auto grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m3 7 9 6 9-6" />
          </svg>
        </div>
        <h1 className="mt-4 text-2xl font-bold text-brand-900">Check Your Email</h1>
        <p className="mt-2 text-sm text-muted">
          If an account exists for <strong className="text-ink">{email.trim()}</strong>, we have
          sent a link to reset your password. The link is valid for {RESET_LINK_MINUTES} minutes.
        </p>
        <button
          type="button"
          onClick={() => setSent(false)}
          className="mt-6 inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-brand-700 px-5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Send Again
        </button>
        <div className="mt-5">{back}</div>
      </div>
    );

  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Forgot your password?</h1>
      <p className="mt-1 text-sm text-muted">
        Enter the e-mail address of your account and we will send you a link to choose a new
        password.
      </p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4" aria-busy={busy}>
        <TextField
          id="forgot-email"
          name="email"
          label="Email"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          placeholder="you@example.com"
          error={error}
        />
        <SubmitButton busy={busy} label="Send Reset Link" busyLabel="Sending..." />
      </form>
      <div className="mt-5 text-center">{back}</div>
    </>
  );
}
