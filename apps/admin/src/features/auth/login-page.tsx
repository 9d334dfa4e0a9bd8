import { loginRequestSchema, type LoginRequest } from '@shop/contracts';
import { Button } from '@shop/ui';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { TextField } from '../../components/field';
import { errorMessage } from '../../lib/api-client';
import { showServerErrors } from '../../lib/form-errors';
import { schemaResolver } from '../../lib/schema-resolver';
import { session, useToken } from '../../lib/session';
import { useAdminLogin } from './api/admin-login';

const resolver = schemaResolver<LoginRequest, LoginRequest>(loginRequestSchema);
// Each field: its name (also its input type), label and what password managers fill in.
const FIELDS = [
  ['email', 'Email', 'username'],
  ['password', 'Password', 'current-password'],
] as const;

/** /admin/login: staff sign in with Admin Login; customers are refused by the API. */
export function LoginPage() {
  const token = useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useAdminLogin();
  const form = useForm<LoginRequest, unknown, LoginRequest>({
    defaultValues: { email: '', password: '' },
    resolver,
  });
  const errors = form.formState.errors;
  const notice = (location.state as { notice?: string } | null)?.notice;
  const next = (location.state as { from?: string } | null)?.from ?? '/';

  if (token && !login.isPending && !notice) return <Navigate to={next} replace />;

  const submit = (credentials: LoginRequest) =>
    login.mutate(credentials, {
      onSuccess: (answer) => {
        session.signIn(answer.token, answer.role);
        void navigate(next, { replace: true });
      },
      onError: (error) => {
        if (!showServerErrors(error, form.setError, ['email', 'password']).complete) {
          form.setError('root.server', { message: errorMessage(error) });
        }
      },
    });

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
        <form
          noValidate
          onSubmit={(event) => void form.handleSubmit(submit)(event)}
          className="mt-6 space-y-4"
        >
          {FIELDS.map(([name, label, autoComplete]) => (
            <TextField
              key={name}
              label={label}
              type={name}
              autoComplete={autoComplete}
              {...form.register(name)}
              error={errors[name]?.message}
              required
            />
          ))}
          {errors.root?.server ? (
            <p role="alert" className="text-sm text-red-700">
              {errors.root.server.message}
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
