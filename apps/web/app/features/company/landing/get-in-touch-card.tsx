import { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS, type ContactField } from '@shop/contracts/client';
import { useEffect, useId, useRef, type FormEvent, type HTMLInputTypeAttribute } from 'react';
import { useFetcher } from 'react-router';
import { inputClass } from '~/components/field-classes';
import type { ContactResult } from '~/lib/send-contact.server';
import { cardStatus, failureDetail, statusTone } from './contact-status';

interface FieldDef {
  name: ContactField;
  label: string;
  placeholder: string;
  type?: HTMLInputTypeAttribute;
  autoComplete: string;
}

// The card's fields with the specification's placeholders (docs/spec/account-and-company-site.md
// section 2); every one is required on this card.
const FIELDS: FieldDef[] = [
  { name: 'name', label: 'Name', placeholder: 'Your Name', autoComplete: 'name' },
  {
    name: 'email',
    label: 'Email',
    placeholder: 'Your Email',
    type: 'email',
    autoComplete: 'email',
  },
  { name: 'subject', label: 'Subject', placeholder: 'Subject', autoComplete: 'off' },
  {
    name: 'phone',
    label: 'Phone number',
    placeholder: 'Phone Number',
    type: 'tel',
    autoComplete: 'tel',
  },
];

const TONE_CLASS = {
  success: 'border-green-200 bg-green-50 text-green-800',
  error: 'border-red-200 bg-red-50 text-red-800',
  neutral: 'border-stone-200 bg-stone-50 text-ink',
} as const;

const labelClass = 'mb-1.5 block text-sm font-semibold text-ink';

/**
 * The 'Get in Touch' card (docs/spec/account-and-company-site.md sections 2 and 4). A real form
 * that posts to the page's action, so it sends before the page's code has arrived, and the page
 * comes back with the status (`posted`); once the code is there, a fetcher sends it without
 * leaving the page. A success clears the fields, a failure keeps them; while a message is on its
 * way the button is disabled and a second send is refused.
 */
export function GetInTouchCard({ posted }: { posted?: ContactResult }) {
  const fetcher = useFetcher<ContactResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data ?? posted;
  const status = cardStatus(busy, result);
  const tone = statusTone(status);
  const errors: Partial<Record<ContactField, string>> =
    !busy && result && !result.ok ? result.errors : {};
  // The reason beside 'Failed to send message.', unless the fields already show it.
  const detail = busy || Object.keys(errors).length > 0 ? '' : failureDetail(result);
  // What the page came back with after a failed send without JavaScript: typed text is kept.
  const kept = posted && !posted.ok ? posted.values : undefined;

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data?.ok) return;
    // Cleared one by one, not form.reset(): reset would bring back values the page was
    // rendered with after a failed send.
    for (const { name } of [...FIELDS, { name: 'message' }]) {
      const field = formRef.current?.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
        field.value = '';
    }
  }, [fetcher.state, fetcher.data]);

  const onSubmit = (event: FormEvent) => {
    if (busy) event.preventDefault();
  };

  const describedBy = (name: ContactField) => (errors[name] ? `${headingId}-${name}` : undefined);
  const fieldError = (name: ContactField) =>
    errors[name] ? (
      <p id={`${headingId}-${name}`} className="mt-1.5 text-sm text-red-700">
        {errors[name]}
      </p>
    ) : null;

  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-lg sm:p-8">
      <h3 id={headingId} className="text-2xl font-extrabold tracking-tight text-ink">
        Get in Touch
      </h3>
      <p className="mt-2 text-muted">
        A question, a quotation or a project: write to us and our team answers within business
        hours.
      </p>
      <fetcher.Form
        ref={formRef}
        method="post"
        // Without JavaScript the page comes back scrolled to this card.
        action="/company#contact"
        aria-labelledby={headingId}
        onSubmit={onSubmit}
        className="relative mt-6 grid gap-5 sm:grid-cols-2"
      >
        {FIELDS.map((field) => (
          <div key={field.name}>
            <label htmlFor={`${headingId}-${field.name}-input`} className={labelClass}>
              {field.label}
            </label>
            <input
              id={`${headingId}-${field.name}-input`}
              name={field.name}
              type={field.type ?? 'text'}
              placeholder={field.placeholder}
              autoComplete={field.autoComplete}
              required
              maxLength={CONTACT_LIMITS[field.name]}
              defaultValue={kept?.[field.name]}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={describedBy(field.name)}
              className={inputClass}
            />
            {fieldError(field.name)}
          </div>
        ))}
        <div className="sm:col-span-2">
          <label htmlFor={`${headingId}-message-input`} className={labelClass}>
            Message
          </label>
          <textarea
            id={`${headingId}-message-input`}
            name="message"
            placeholder="Your Message"
            required
            rows={5}
            maxLength={CONTACT_LIMITS.message}
            defaultValue={kept?.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy('message')}
            className={`${inputClass} resize-y`}
          />
          {fieldError('message')}
        </div>
        {/* People never see this field and assistive technology skips it; bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
          <label htmlFor={`${headingId}-website`}>Website (leave empty)</label>
          <input
            id={`${headingId}-website`}
            name={CONTACT_HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 text-base font-semibold text-white transition-colors hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
          >
            {busy && (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
              />
            )}
            Send Message
          </button>
          <div
            role="status"
            className={status ? `mt-4 rounded-lg border px-4 py-3 text-sm ${TONE_CLASS[tone]}` : ''}
          >
            {status && <p className="font-semibold">{status}</p>}
            {detail && <p className="mt-1">{detail}</p>}
          </div>
        </div>
      </fetcher.Form>
    </div>
  );
}
