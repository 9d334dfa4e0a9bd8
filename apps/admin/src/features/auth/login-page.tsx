import { loginRequestSchema } from '@shop/contracts';
import { Button } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { TextField } from '../../components/field';
import { errorMessage } from '../../lib/api-client';
import { fieldErrors } from '../../lib/field-errors';
import { session, useToken } from '../../lib/session';
import { useAdminLogin } from './api/admin-login';

/** /admin/login: staff sign in with Admin Login; customers are refused by the API. */
export function LoginPage() {
  const token = useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useAdminLogin();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const notice = (location.state as { notice?: string } | null)?.notice;
  const next = (location.state as { from?: string } | null)?.from ?? '/';

  if (token && !login.isPending && !notice) return <Navigate to={next} replace />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = loginRequestSchema.safeParse({
      email: form.get('email'),
      password: form.get('password'),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    login.mutate(parsed.data, {
      onSuccess: (answer) => {
        session.signIn(answer.token, answer.role);
        void navigate(next, { replace: true });
      },
    });
  };

  return (
    <main className="grid min-h-dvh place-items-center bg-brand-900 px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Boma Star</p>
        <h1 className="mt-1 text-2xl font-bold text-ink">Admin Login</h1>
        <p className="mt-1 text-sm text-muted">
          For the shop's staff. Customers sign in on the shop.
        </p>
        {notice ? (
          <p role="alert" className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {notice}
          </p>
        ) : null}
        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            error={errors.email}
            required
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            error={errors.password}
            required
          />
          {login.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(login.error)}
            </p>
          ) : null}
          <Button type="submit" className="w-full" disabled={login.isPending}>
            {login.isPending ? 'Signing in…' : 'Sign in'}
          </Button>
        </form>
        <a href="/" className="mt-6 block text-center text-sm text-brand-700 hover:underline">
          Back to the shop
        </a>
      </div>
    </main>
  );
}
