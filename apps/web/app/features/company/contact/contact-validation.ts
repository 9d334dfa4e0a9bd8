import { CONTACT_MESSAGES as M, type ContactField } from '@shop/contracts/client';

export type ContactErrors = Partial<Record<ContactField, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The quick checks the browser makes before sending (docs/spec/account-and-company-site.md
 * section 5: every field but the phone is required), in the API's own words. Lengths are held by
 * the fields' maxlength and checked again by the API, whose answer the form shows as it is.
 */
export function validateContact(values: Partial<Record<ContactField, string>>): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name?.trim()) errors.name = M.nameRequired;
  if (!EMAIL.test(values.email?.trim() ?? '')) errors.email = M.emailInvalid;
  if (!values.subject?.trim()) errors.subject = M.subjectRequired;
  if (!values.message?.trim()) errors.message = M.messageRequired;
  return errors;
}
