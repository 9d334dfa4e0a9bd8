import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AudienceSwitch, type Audience } from '~/features/account/audience-switch';
import { AuthForm, EMPTY_AUTH_FIELDS } from '~/features/account/auth-form';
import { ForgotPasswordPanel } from '~/features/account/forgot-password-panel';
import type { Mode } from '~/features/account/mode-links';
import { AuthCard } from '~/features/account/password-field';
import { SocialSignIn } from '~/features/account/social-sign-in';
import { useFinishSignIn } from '~/features/account/use-finish-sign-in';
import { BROWSER_ONLY_HEADERS } from '~/lib/cache-headers';
import { pageMeta } from '~/lib/page-meta';
import { safeReturnPath } from '~/lib/return-path';
import { useSession } from '~/lib/session';
import type { Route } from './+types/login';

// Kept by the service worker, so signing in offline says it needs a connection.
export const headers = () => BROWSER_ONLY_HEADERS;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Login',
    description: 'Sign in to your account or create one to keep favourites and track orders.',
    path: '/login',
    noIndex: true,
  });
}

/** Sign-in and sign-up (docs/spec/account-and-company-site.md sections 2, 4, 5 and 8). */
export default function Login() {
  const session = useSession();
  const navigate = useNavigate();
  // `?next=/place-order`: where a page that needs an account sent the visitor from (same site only).
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('next'));
  const { finishing, finish } = useFinishSignIn(next);
  const [audience, setAudience] = useState<Audience>('customer');
  const [mode, setMode] = useState<Mode>('Login');
  const [panel, setPanel] = useState<'auth' | 'forgot'>('auth');
  const [fields, setFields] = useState(EMPTY_AUTH_FIELDS);
  const switchMode = (next: Mode) => {
    setMode(next);
    setFields(EMPTY_AUTH_FIELDS);
  };

  // A visitor who already has a token has nothing to do here.
  useEffect(() => {
    if (session && !finishing.current) void navigate(next, { replace: true });
  }, [session, navigate, next, finishing]);

  if (panel === 'forgot')
    return (
      <AuthCard>
        <ForgotPasswordPanel onBack={() => setPanel('auth')} />
      </AuthCard>
    );

  const admin = audience === 'admin';
  const intro = admin
    ? 'Sign in with your administrator account.'
    : mode === 'Login'
      ? 'Welcome back! Sign in to your account.'
      : 'Create an account to save favourites and track orders.';

  return (
    <AuthCard>
      <AudienceSwitch
        audience={audience}
        onChange={(next) => {
          setAudience(next);
          switchMode('Login');
        }}
      />
      <h1 className="text-2xl font-bold text-brand-900">{admin ? 'Admin Login' : mode}</h1>
      <p className="mt-1 text-sm text-muted">{intro}</p>
      <AuthForm
        // A new form for each mode and audience: the password is hidden again.
        key={`${audience}:${mode}`}
        audience={audience}
        mode={mode}
        fields={fields}
        onFields={setFields}
        onMode={switchMode}
        onForgot={() => setPanel('forgot')}
        onSignedIn={finish}
      />
      {!admin && <SocialSignIn />}
    </AuthCard>
  );
}
