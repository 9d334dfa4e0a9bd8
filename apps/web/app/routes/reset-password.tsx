import {
  ACCOUNT_MESSAGES as M,
  NETWORK_ERROR_CODE,
  PASSWORD_MIN_LENGTH,
  RESET_REDIRECT_MS,
} from '@shop/contracts/client';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthCard, PasswordField } from '~/features/account/password-field';
import { resetPassword } from '~/features/account/api/reset-password';
import { SubmitButton } from '~/features/account/submit-button';
import { ApiError } from '~/lib/api';
import { pageMeta } from '~/lib/page-meta';
import { notify } from '~/lib/notify';
import { NO_STORE_HEADERS } from '~/lib/cache-headers';
import type { Route } from './+types/reset-password';

// The address carries the mailed link's token: no cache keeps this page.
export const headers = () => NO_STORE_HEADERS;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ matches, title: 'Reset Password', noIndex: true });
}

const backLink =
  'rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline';

function Check({ met, children }: { met: boolean; children: React.ReactNode }) {
  return (
    <li className={`flex items-center gap-2 ${met ? 'text-brand-700' : 'text-muted'}`}>
      <span
        aria-hidden="true"
        className={`grid size-5 place-items-center rounded-full text-xs font-bold ${
          met ? 'bg-brand-700 text-white' : 'border border-stone-300 bg-white'
        }`}
      >
        {met ? '✓' : ''}
      </span>
      {children}
      <span className="sr-only">{met ? '(done)' : '(not yet)'}</span>
    </li>
  );
}

/** Reset password (docs/spec/account-and-company-site.md sections 2, 4, 5 and 8). */
export default function ResetPassword({ params }: Route.ComponentProps) {
  const token = params.token ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  // A link without its token cannot work: say so and go to the sign-in page.
  useEffect(() => {
    if (token) return;
    notify('error', M.invalidResetLink);
    void navigate('/login', { replace: true });
  }, [token, navigate]);

  // After success, the sign-in page follows by itself.
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/login'), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const longEnough = password.length >= PASSWORD_MIN_LENGTH;
  const matching = password.length > 0 && password === confirm;

  const fail = (message: string) => {
    setError(message);
    notify('error', message);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!password || !confirm) return fail(M.fillAllFields);
    if (!longEnough) return fail(M.passwordTooShort);
    if (password !== confirm) return fail(M.passwordsDontMatch);
    setError('');
    setBusy(true);
    try {
      await resetPassword({ token, newPassword: password });
      notify('success', M.resetSuccessful);
      setDone(true);
    } catch (err) {
      const network = !(err instanceof ApiError) || err.code === NETWORK_ERROR_CODE;
      fail(network ? M.resetFailed : (err.errors.newPassword ?? err.message));
    }
    setBusy(false);
  };

  if (!token)
    return (
      <AuthCard>
        <h1 className="text-2xl font-bold text-brand-900">{M.invalidResetLink}</h1>
        <p className="mt-2 text-sm text-muted">Taking you to the sign-in page...</p>
      </AuthCard>
    );

  if (done)
    return (
      <AuthCard>
        <div className="text-center" role="status">
          <div className="mx-auto grid size-14 place-items-center rounded-full bg-brand-700 text-2xl font-bold text-white">
            <span aria-hidden="true">✓</span>
          </div>
          <h1 className="mt-4 text-2xl font-bold text-brand-900">{M.resetSuccessful}</h1>
          <p className="mt-2 text-sm text-muted">
            You can now sign in with your new password. Taking you to the sign-in page in{' '}
            {RESET_REDIRECT_MS / 1000} seconds...
          </p>
          <Link
            to="/login"
            className="mt-6 inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            Go to Login Now
          </Link>
        </div>
      </AuthCard>
    );

  return (
    <AuthCard>
      <h1 className="text-2xl font-bold text-brand-900">Reset your password</h1>
      <p className="mt-1 text-sm text-muted">Choose a new password for your account.</p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4" aria-busy={busy}>
        <PasswordField
          id="new-password"
          label="New password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          describedBy="password-rules"
          invalid={Boolean(error) && !longEnough}
        />
        <PasswordField
          id="confirm-password"
          label="Confirm password"
          value={confirm}
          onChange={setConfirm}
          autoComplete="new-password"
          describedBy="password-rules"
          invalid={Boolean(error) && !matching}
        />
        {/* The group carries the name (a name on a list is poorly supported, html-validate's
            aria-label-misuse); the fields are described by the rules themselves. */}
        <div role="group" aria-label="Password requirements">
          <ul id="password-rules" className="space-y-1.5 text-sm">
            <Check met={longEnough}>At least {PASSWORD_MIN_LENGTH} characters</Check>
            <Check met={matching}>Passwords match</Check>
          </ul>
        </div>
        {error && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
          >
            {error}
          </p>
        )}
        <SubmitButton busy={busy} label="Reset Password" busyLabel="Resetting..." />
      </form>
      <div className="mt-5 text-center">
        <Link to="/login" className={backLink}>
          ← Back to Login
        </Link>
      </div>
    </AuthCard>
  );
}
