import { ACCOUNT_MESSAGES as M, RESET_LINK_MINUTES, type Role } from '@shop/contracts/client';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { mergeBrowserCart } from '~/lib/cart-sync';
import { inputClass, labelClass } from '~/components/field-classes';
import { AuthCard, PasswordField } from '~/features/account/password-field';
import { postJson } from '~/features/account/post-json';
import { safeReturnPath } from '~/lib/return-path';
import { sessionStore, useSession } from '~/lib/session';
import { pageMeta } from '~/lib/page-meta';
import { notify } from '~/lib/notify';
import type { Route } from './+types/login';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Login',
    description: 'Sign in to your account or create one to keep favourites and track orders.',
    path: '/login',
    noIndex: true,
  });
}

type Mode = 'Login' | 'Sign Up';
type Audience = 'customer' | 'admin';
interface AuthAnswer {
  token: string;
  role: Role;
}

const linkButton =
  'rounded font-semibold text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline';
const submitClass =
  'inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 ' +
  'font-semibold text-white transition-colors hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70';

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
    />
  );
}

/** Sign-in and sign-up (account-and-company-site.md sections 2, 4, 5 and 8). */
export default function Login() {
  const session = useSession();
  const navigate = useNavigate();
  // `?next=/place-order`: where a page that needs an account sent the visitor from (same site only).
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('next'));
  // While a successful sign-in finishes (cart merge), this page leads, not the redirect below.
  const finishing = useRef(false);
  const [audience, setAudience] = useState<Audience>('customer');
  const [mode, setMode] = useState<Mode>('Login');
  const [panel, setPanel] = useState<'auth' | 'forgot'>('auth');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [formKey, setFormKey] = useState(0);

  // A visitor who already has a token has nothing to do here.
  useEffect(() => {
    if (session && !finishing.current) void navigate(next, { replace: true });
  }, [session, navigate, next]);

  const reset = () => {
    setName('');
    setEmail('');
    setPassword('');
    setFormKey((k) => k + 1); // also hides a shown password
  };
  const switchMode = (next: Mode) => {
    setMode(next);
    reset();
  };
  const switchAudience = (next: Audience) => {
    setAudience(next);
    setMode('Login');
    reset();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim() || !password || (mode === 'Sign Up' && !name.trim())) return;
    setBusy(true);
    const path =
      audience === 'admin'
        ? '/api/user/admin'
        : mode === 'Login'
          ? '/api/user/login'
          : '/api/user/register';
    const payload =
      mode === 'Sign Up'
        ? { name: name.trim(), email: email.trim(), password }
        : { email: email.trim(), password };
    try {
      const { body } = await postJson<AuthAnswer>(path, payload);
      if (body?.success && body.token) {
        finishing.current = true;
        notify('success', M.modeSuccessful(mode));
        const role = body.role ?? 'customer';
        sessionStore.signIn(body.token, role);
        if (role === 'admin') {
          window.location.assign('/admin');
          return;
        }
        await mergeBrowserCart(body.token);
        void navigate(next, { replace: next !== '/' });
        return;
      }
      notify('error', body?.message || M.modeFailed(mode));
    } catch {
      notify('error', M.unexpected);
    }
    setBusy(false);
  };

  if (panel === 'forgot')
    return (
      <AuthCard>
        <ForgotPassword onBack={() => setPanel('auth')} />
      </AuthCard>
    );

  const admin = audience === 'admin';
  const heading = admin ? 'Admin Login' : mode;
  const intro = admin
    ? 'Sign in with your administrator account.'
    : mode === 'Login'
      ? 'Welcome back! Sign in to your account.'
      : 'Create an account to save favourites and track orders.';

  return (
    <AuthCard>
      <fieldset className="mb-6">
        <legend className="sr-only">Sign in as</legend>
        <div className="grid grid-cols-2 gap-1 rounded-lg bg-stone-100 p-1 text-sm font-semibold">
          {(
            [
              ['customer', 'Customer Login'],
              ['admin', 'Admin Login'],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="flex min-h-10 cursor-pointer items-center justify-center rounded-md text-muted transition-colors has-checked:bg-white has-checked:text-brand-800 has-checked:shadow-sm has-focus-visible:outline-3 has-focus-visible:outline-accent-500"
            >
              <input
                type="radio"
                name="audience"
                value={value}
                checked={audience === value}
                onChange={() => switchAudience(value)}
                className="sr-only"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      <h1 className="text-2xl font-bold text-brand-900">{heading}</h1>
      <p className="mt-1 text-sm text-muted">{intro}</p>

      <form key={formKey} onSubmit={submit} className="mt-6 space-y-4" aria-busy={busy}>
        {mode === 'Sign Up' && !admin && (
          <div>
            <label htmlFor="name" className={labelClass}>
              Name
            </label>
            <input
              id="name"
              name="name"
              type="text"
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoComplete="name"
              required
              maxLength={100}
              placeholder="Your full name"
              className={inputClass}
            />
          </div>
        )}
        <div>
          <label htmlFor="email" className={labelClass}>
            Email
          </label>
          <input
            id="email"
            name="email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete={mode === 'Sign Up' ? 'email' : 'username'}
            inputMode="email"
            required
            maxLength={254}
            placeholder="you@example.com"
            className={inputClass}
          />
        </div>
        <PasswordField
          id="password"
          label="Password"
          value={password}
          onChange={setPassword}
          autoComplete={mode === 'Sign Up' ? 'new-password' : 'current-password'}
          placeholder={mode === 'Sign Up' ? 'At least 8 characters' : undefined}
        />

        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          {mode === 'Login' ? (
            <button type="button" className={linkButton} onClick={() => setPanel('forgot')}>
              Forgot your password?
            </button>
          ) : (
            <span />
          )}
          {!admin &&
            (mode === 'Login' ? (
              <button type="button" className={linkButton} onClick={() => switchMode('Sign Up')}>
                Create account
              </button>
            ) : (
              <p className="text-muted">
                Already have an account?{' '}
                <button type="button" className={linkButton} onClick={() => switchMode('Login')}>
                  Login here
                </button>
              </p>
            ))}
        </div>

        <button type="submit" disabled={busy} className={submitClass}>
          {busy && <Spinner />}
          {busy
            ? mode === 'Login'
              ? 'Signing in...'
              : 'Creating account...'
            : mode === 'Login'
              ? 'Sign In'
              : 'Sign Up'}
        </button>
      </form>

      {!admin && (
        <>
          <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-muted uppercase">
            <span className="h-px flex-1 bg-stone-200" />
            or continue with
            <span className="h-px flex-1 bg-stone-200" />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <button
              type="button"
              onClick={() => notify('error', M.googleNotImplemented)}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white text-sm font-semibold text-ink hover:bg-stone-50"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
                <path
                  fill="#4285F4"
                  d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8Z"
                />
                <path
                  fill="#34A853"
                  d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23Z"
                />
                <path
                  fill="#FBBC05"
                  d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7H2.1a11 11 0 0 0 0 10l3.7-2.8Z"
                />
                <path
                  fill="#EA4335"
                  d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4Z"
                />
              </svg>
              Google
            </button>
            <button
              type="button"
              onClick={() => notify('error', M.facebookNotImplemented)}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white text-sm font-semibold text-ink hover:bg-stone-50"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="#1877F2">
                <path d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12Z" />
              </svg>
              Facebook
            </button>
          </div>
        </>
      )}
    </AuthCard>
  );
}

/** The forgot-password panel: the form, then 'Check Your Email' (section 4). */
function ForgotPassword({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim()) {
      setError(M.enterEmail);
      notify('error', M.enterEmail);
      return;
    }
    setError('');
    setBusy(true);
    try {
      const { ok, body } = await postJson('/api/user/forgot-password', { email: email.trim() });
      if (body?.success) {
        notify('success', M.resetLinkSent);
        setSent(true);
      } else {
        const message = ok
          ? body?.message || M.resetEmailFailed
          : body?.message || M.anErrorOccurred;
        setError(message);
        notify('error', message);
      }
    } catch {
      setError(M.anErrorOccurred);
      notify('error', M.anErrorOccurred);
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
        <div>
          <label htmlFor="forgot-email" className={labelClass}>
            Email
          </label>
          <input
            id="forgot-email"
            name="email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            placeholder="you@example.com"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'forgot-error' : undefined}
            className={inputClass}
          />
          {error && (
            <p id="forgot-error" role="alert" className="mt-1.5 text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
        <button type="submit" disabled={busy} className={submitClass}>
          {busy && <Spinner />}
          {busy ? 'Sending...' : 'Send Reset Link'}
        </button>
      </form>
      <div className="mt-5 text-center">{back}</div>
    </>
  );
}
