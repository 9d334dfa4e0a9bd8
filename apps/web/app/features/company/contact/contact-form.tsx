import {
  CONTACT_FIELDS,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS as L,
  CONTACT_MESSAGES as M,
  type ContactField as FieldName,
} from '@shop/contracts/client';
import { buttonClass } from '@shop/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { CheckIcon } from '~/components/icons';
import { Spinner } from '~/components/spinner';
import { offlineRefusal } from '~/lib/offline-refusal';
import { useHydrated } from '~/lib/use-hydrated';
import { ContactField } from './contact-field';
import { validateContact, type ContactErrors } from './contact-validation';

/**
 * What the contact page's route action answers (apps/web/app/lib/send-contact.server.ts), or
 * what the browser says when the answer never came.
 */
export type ContactOutcome =
  | { ok: true; message: string }
  | {
      ok: false;
      message: string;
      errors: ContactErrors;
      /** What was typed, when the page was posted without JavaScript and rendered again. */
      values?: Partial<Record<FieldName, string>>;
    };

/** The first field the browser or the API refused, or else the status line, takes the focus. */
function focusFirstProblem(form: HTMLFormElement | null, status: HTMLElement | null) {
  (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? status)?.focus();
}

function clearFields(form: HTMLFormElement | null) {
  for (const name of CONTACT_FIELDS) {
    const field = form?.elements.namedItem(name);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = '';
  }
}

// The one-line fields, in the form's order (the message, a text area with a hint, comes last).
const FIELDS: (Parameters<typeof ContactField>[0] & { name: FieldName })[] = [
  { name: 'name', label: 'Your name', autoComplete: 'name', maxLength: L.name, required: true },
  {
    name: 'email',
    label: 'Your e-mail',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    maxLength: L.email,
    required: true,
  },
  {
    name: 'phone',
    label: 'Phone number (optional)',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    maxLength: L.phone,
  },
  { name: 'subject', label: 'Subject', maxLength: L.subject, required: true },
];

const STATUS_CLASS = {
  busy: 'bg-stone-100 text-ink ring-stone-200',
  success: 'bg-brand-50 text-brand-800 ring-brand-200',
  error: 'bg-red-50 text-red-800 ring-red-200',
} as const;

/**
 * The contact page's form (docs/spec/account-and-company-site.md section 2): a real form posted
 * to the route's action, so it works before the page's JavaScript has arrived (the page comes
 * back with the answer, the focus on it); once hydrated, sent in the background by a fetcher,
 * with the browser's own checks first, a busy button that blocks a second send, and the fields
 * cleared after a success (decision 0019).
 *
 * `posted` is the answer to a post made before hydration.
 */
export function ContactForm({ posted }: { posted?: ContactOutcome }) {
  const fetcher = useFetcher<ContactOutcome>();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const [checked, setChecked] = useState<ContactErrors | null>(null);
  const [offline, setOffline] = useState<string | null>(null);
  const busy = fetcher.state !== 'idle';
  const outcome = fetcher.data ?? posted;

  // A new answer, once the fetcher is idle again and the page shows it: clear the fields after
  // a success, then take the focus to what needs reading.
  const handled = useRef<ContactOutcome | undefined>(undefined);
  useEffect(() => {
    if (busy || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.ok) clearFields(formRef.current);
    focusFirstProblem(formRef.current, statusRef.current);
  }, [busy, fetcher.data]);

  useEffect(() => {
    if (checked) focusFirstProblem(formRef.current, statusRef.current);
  }, [checked]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    const form = new FormData(event.currentTarget);
    const errors = validateContact(
      Object.fromEntries(CONTACT_FIELDS.map((name) => [name, String(form.get(name) ?? '')])),
    );
    if (Object.keys(errors).length > 0) {
      event.preventDefault();
      setChecked(errors);
      return;
    }
    setChecked(null);
    // Without a connection nothing is sent: the fields keep what was typed.
    const refusal = offlineRefusal('Sending a message');
    setOffline(refusal);
    if (refusal) event.preventDefault();
  };

  const errors: ContactErrors = busy
    ? {}
    : (checked ?? (outcome && !outcome.ok ? outcome.errors : {}));
  const status = busy
    ? { tone: 'busy' as const, text: M.cardSending }
    : offline
      ? { tone: 'error' as const, text: offline }
      : checked || !outcome
        ? null
        : outcome.ok
          ? { tone: 'success' as const, text: M.pageSent }
          : { tone: 'error' as const, text: outcome.message };

  // Without JavaScript the browser itself focuses (and scrolls to) the first problem or the
  // answer, through the autofocus attribute of the page that came back.
  const firstPosted =
    posted && !posted.ok ? CONTACT_FIELDS.find((name) => posted.errors[name]) : undefined;
  const postedValue = (name: FieldName) =>
    posted && !posted.ok ? posted.values?.[name] : undefined;
  const field = (name: FieldName) => ({
    name,
    error: errors[name],
    defaultValue: postedValue(name),
    autoFocus: firstPosted === name,
  });

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-labelledby="contact-form-heading"
      className="relative mt-6 grid gap-5 sm:grid-cols-2"
    >
      {FIELDS.map((props) => (
        <ContactField key={props.name} {...props} {...field(props.name)} />
      ))}
      <div className="sm:col-span-2">
        <ContactField
          {...field('message')}
          label="Your message"
          hint={`Up to ${L.message.toLocaleString('en-US')} characters.`}
          multiline
          maxLength={L.message}
          required
        />
      </div>

      {/* The honeypot: out of sight, out of the tab order and out of the accessibility tree;
          only a bot that fills in every field fills it in (decision 0019). */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input
          id="contact-website"
          type="text"
          name={CONTACT_HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-start">
        <button type="submit" disabled={busy} className={buttonClass('primary', 'shrink-0 px-6')}>
          {busy && <Spinner size={16} />}
          {busy ? M.cardSending : 'Send message'}
        </button>
        <div
          ref={statusRef}
          role="status"
          tabIndex={-1}
          autoFocus={Boolean(posted && !firstPosted)}
          className="min-w-0 flex-1 rounded-lg outline-offset-2"
        >
          {status && (
            <p
              className={`flex gap-2 rounded-lg px-4 py-2.5 text-sm font-medium ring-1 ${STATUS_CLASS[status.tone]}`}
            >
              {status.tone === 'success' && <CheckIcon size={18} className="mt-0.5 shrink-0" />}
              {status.text}
            </p>
          )}
        </div>
      </div>
    </fetcher.Form>
  );
}
