import { useId, useState, type FormEvent } from 'react';
import { MESSAGES, type MessageResponse, type NewsletterRequest } from '@shop/contracts/client';
import { notify } from '~/lib/notify';
import { api, ApiError } from '~/lib/api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Footer newsletter box: the address is stored by the API (POST /api/newsletter), which the
 * admin site lists. Loaded lazily by the footer; it sits below the fold of every page.
 */
export default function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!EMAIL.test(email.trim())) {
      setError(MESSAGES.invalidEmail);
      return;
    }
    setBusy(true);
    try {
      const body: NewsletterRequest = { email };
      const result = await api<MessageResponse>('/api/newsletter', { body });
      setError('');
      setEmail('');
      notify('success', result.message);
    } catch (err) {
      setError(err instanceof ApiError ? (err.errors.email ?? err.message) : MESSAGES.networkError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4">
      <label htmlFor={inputId} className="text-sm text-brand-100">
        Your e-mail address
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row lg:flex-col">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-11 min-w-0 flex-auto rounded-lg border border-brand-600 bg-brand-800 px-3 text-sm text-white placeholder:text-brand-200 focus:border-accent-400 focus:outline-none"
        />
        <button
          type="submit"
          disabled={busy}
          className="h-11 shrink-0 rounded-lg bg-accent-500 px-4 text-sm font-semibold text-ink hover:bg-accent-400"
        >
          Subscribe
        </button>
      </div>
      <p id={errorId} role="alert" className="mt-2 min-h-5 text-sm text-accent-400">
        {error}
      </p>
    </form>
  );
}
