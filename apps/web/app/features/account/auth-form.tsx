import {
  ACCOUNT_MESSAGES as M,
  NETWORK_ERROR_CODE,
  type AuthResponse,
} from '@shop/contracts/client';
import { useState, type FormEvent } from 'react';
import { ApiError } from '~/lib/api';
import { notify } from '~/lib/notify';
import { offlineRefusal } from '~/lib/offline-refusal';
import { register } from './api/register';
import { signIn } from './api/sign-in';
import type { Audience } from './audience-switch';
import { ModeLinks, type Mode } from './mode-links';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

export interface AuthFields {
  name: string;
  email: string;
  password: string;
}

export const EMPTY_AUTH_FIELDS: AuthFields = { name: '', email: '', password: '' };

/**
 * The sign-in or sign-up form (docs/spec/account-and-company-site.md sections 4, 5 and 8). The page keeps
 * the values (they survive a visit to the forgot-password panel) and gives the form a new key
 * for each mode and audience, so the password is hidden again. A refusal is told in a toast with
 * the server's words.
 */
export function AuthForm({
  audience,
  mode,
  fields,
  onFields,
  onMode,
  onForgot,
  onSignedIn,
}: {
  audience: Audience;
  mode: Mode;
  fields: AuthFields;
  onFields: (fields: AuthFields) => void;
  onMode: (mode: Mode) => void;
  onForgot: () => void;
  onSignedIn: (answer: AuthResponse, mode: Mode) => Promise<void>;
}) {
  const { name, email, password } = fields;
  const set = (key: keyof AuthFields) => (value: string) => onFields({ ...fields, [key]: value });
  const [busy, setBusy] = useState(false);
  const signUp = mode === 'Sign Up';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim() || !password || (signUp && !name.trim())) return;
    const offline = offlineRefusal(signUp ? 'Signing up' : 'Signing in');
    if (offline) return notify('error', offline);
    setBusy(true);
    try {
      const answer = signUp
        ? await register({ name: name.trim(), email: email.trim(), password })
        : await signIn({ email: email.trim(), password }, audience);
      // Busy until the next page takes over.
      await onSignedIn(answer, mode);
      return;
    } catch (err) {
      const network = !(err instanceof ApiError) || err.code === NETWORK_ERROR_CODE;
      notify('error', network ? M.unexpected : err.message || M.modeFailed(mode));
    }
    setBusy(false);
  };

  return (
    <form onSubmit={submit} className="mt-6 space-y-4" aria-busy={busy}>
      {signUp && audience === 'customer' && (
        <TextField
          id="name"
          name="name"
          label="Name"
          type="text"
          value={name}
          onChange={set('name')}
          autoComplete="name"
          required
          maxLength={100}
          placeholder="Your full name"
        />
      )}
      <TextField
        id="email"
        name="email"
        label="Email"
        type="email"
        value={email}
        onChange={set('email')}
        autoComplete={signUp ? 'email' : 'username'}
        inputMode="email"
        required
        maxLength={254}
        placeholder="you@example.com"
      />
      <PasswordField
        id="password"
        label="Password"
        value={password}
        onChange={set('password')}
        autoComplete={signUp ? 'new-password' : 'current-password'}
        placeholder={signUp ? 'At least 8 characters' : undefined}
      />
      <ModeLinks mode={mode} admin={audience === 'admin'} onMode={onMode} onForgot={onForgot} />
      <SubmitButton
        busy={busy}
        label={signUp ? 'Sign Up' : 'Sign In'}
        busyLabel={signUp ? 'Creating account...' : 'Signing in...'}
      />
    </form>
  );
}
