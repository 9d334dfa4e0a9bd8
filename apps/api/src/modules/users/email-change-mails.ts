import { EMAIL_CHANGE_LINK_HOURS, type CompanyProfile } from '@shop/contracts';
import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage } from '../mail/index.ts';

// The two e-mails of a change of address (docs/decisions/0051-email-change-and-saved-addresses.md).

/** To the NEW address: the link that makes the change. */
export function emailChangeLinkMail(to: string, name: string, link: string): MailMessage {
  const before = [
    `Hello ${name},`,
    'You asked to use this e-mail address for your account. To confirm, open:',
  ];
  const after = `The link works once and for ${EMAIL_CHANGE_LINK_HOURS} hours. Until it is opened, your account keeps its current address. If you did not ask for it, ignore this e-mail: nothing changes.`;
  return {
    to,
    subject: 'Confirm your new e-mail address',
    text: [...before, link, after].join('\n\n'),
    html: [
      ...before.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(after)}</p>`,
    ].join('\n'),
  };
}

/**
 * Hides most of an address, for the notice to the old one: enough for the owner to recognise
 * their own new address, too little to hand a stranger it.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(3, local.length - 1))}${email.slice(at)}`;
}

/** To the OLD address: the change was asked for, and what to do if it was not the owner. */
export function emailChangeNoticeMail(
  to: string,
  name: string,
  newEmail: string,
  company: Pick<CompanyProfile, 'name' | 'phones' | 'emails'>,
): MailMessage {
  const contact = [
    company.phones[0] && `call us on ${company.phones[0]}`,
    company.emails[0] && `write to ${company.emails[0]}`,
  ]
    .filter(Boolean)
    .join(' or ');
  const lines = [
    `Hello ${name},`,
    `Someone signed in to your ${company.name} account asked to change its e-mail address to ${maskEmail(newEmail)}. The change happens only if the link we sent to that address is opened.`,
    'If it was you, there is nothing to do here.',
    `If it was not you, reset your password now: on the sign-in page choose "Forgot your password?" and enter this address. A new password cancels the change and signs out every device.${contact ? ` Then ${contact}.` : ''}`,
  ];
  return {
    to,
    subject: 'Your e-mail address is about to change',
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}
