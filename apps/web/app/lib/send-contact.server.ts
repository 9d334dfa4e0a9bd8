import {
  CONTACT_FIELDS,
  CONTACT_HONEYPOT_FIELD,
  type ContactField,
  type ContactRequest,
  type MessageResponse,
} from '@shop/contracts/client';
import { api, ApiError } from './api';
import { forwardedClient } from './forwarded-client.server';

export type ContactValues = Record<ContactField, string>;

/** What a contact form's route action answers: the page re-renders from it, with or without JS. */
export type ContactResult =
  | { ok: true; message: string }
  | {
      ok: false;
      message: string;
      errors: Partial<Record<ContactField, string>>;
      /** What was typed, so a failed send keeps it (docs/spec/account-and-company-site.md section 4). */
      values: ContactValues;
    };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The route action of both contact forms (the landing page's 'Get in Touch' card and /contact):
 * a real form post that works before the page's JavaScript arrives, sent on to POST /api/contact.
 */
export async function sendContact(request: Request, context: unknown): Promise<ContactResult> {
  const form = await request.formData().catch(() => new FormData());
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, text(form, field)]),
  ) as ContactValues;
  const body: ContactRequest = {
    ...values,
    [CONTACT_HONEYPOT_FIELD]: text(form, CONTACT_HONEYPOT_FIELD),
  };
  try {
    const answer = await api<MessageResponse>('/api/contact', {
      body,
      context,
      headers: forwardedClient(context),
    });
    return { ok: true, message: answer.message };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      ok: false,
      message: error.message,
      errors: error.errors as Partial<Record<ContactField, string>>,
      values,
    };
  }
}
