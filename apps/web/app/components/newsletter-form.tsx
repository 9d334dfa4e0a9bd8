import { useId, useState, type FormEvent } from 'react';
import { MESSAGES, type MessageResponse, type NewsletterRequest } from '@shop/contracts/client';
import { api, ApiError } from '~/lib/api';
import { CheckIcon } from './icons';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The form's colours: 'brand' on the shop's dark green footer (the default), 'dark' on a
 * near-black footer such as the company site's (docs/spec/account-and-company-site.md section 2).
 */
export type NewsletterTone = 'brand' | 'dark';

const TONES: Record<NewsletterTone, { label: string; input: string; error: string; done: string }> =
  {
    brand: {
      label: 'text-brand-100',
      input: 'border-brand-600 bg-brand-800 text-white placeholder:text-brand-200',
      error: 'text-accent-400',
      done: 'bg-brand-800 text-white ring-brand-600',
    },
    dark: {
      label: 'text-stone-300',
      input: 'border-white/25 bg-white/10 text-white placeholder:text-stone-300',
      error: 'text-accent-400',
      done: 'bg-white/10 text-white ring-white/20',
    },
  };

/**
 * The newsletter box of the footers. Double opt-in (docs/architecture.md, "Where the specifications
 * disagree or are silent"): the API stores the address as pending and mails a confirmation link,
 * and answers every address the same, so the form says to check the inbox, right under the field
 * where the eye already is. Loaded lazily by the footers; it sits below the fold of every page.
 */
export default function NewsletterForm({ tone = 'brand' }: { tone?: NewsletterTone }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const colours = TONES[tone];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setDone('');
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
      setDone(result.message);
    } catch (err) {
      setError(err instanceof ApiError ? (err.errors.email ?? err.message) : MESSAGES.networkError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4">
      <label htmlFor={inputId} className={`text-sm ${colours.label}`}>
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
          className={`h-11 min-w-0 flex-auto rounded-lg border px-3 text-sm focus:border-accent-400 focus:outline-none ${colours.input}`}
        />
        <button
          type="submit"
          disabled={busy}
          className="h-11 shrink-0 rounded-lg bg-accent-500 px-4 text-sm font-semibold text-ink hover:bg-accent-400 disabled:opacity-70"
        >
          {busy ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      <p id={errorId} role="alert" className={`mt-2 min-h-5 text-sm ${colours.error}`}>
        {error}
      </p>
      <div role="status">
        {done && (
          <p
            className={`mb-3 flex gap-2 rounded-lg p-3 text-sm leading-relaxed ring-1 ${colours.done}`}
          >
            <CheckIcon size={18} className="mt-0.5 shrink-0 text-accent-400" />
            {done}
          </p>
        )}
      </div>
    </form>
  );
}
