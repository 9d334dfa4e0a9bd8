// The copy of a contact message sent to the company (docs/spec/account-and-company-site.md
// section 4): plain text plus simple HTML, every typed value escaped in the HTML. Replying in the
// mail client answers the visitor, through Reply-To.
import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage } from '../mail/index.ts';

export interface ContactMailInput {
  name: string;
  email: string;
  subject: string;
  phone: string;
  message: string;
}

/** One header line: a typed line break must not start a new header or fold the subject. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function contactMail(to: string, input: ContactMailInput): MailMessage {
  const details: [string, string][] = [
    ['From', `${input.name} <${input.email}>`],
    ['Phone', input.phone || '(not given)'],
    ['Subject', input.subject],
  ];
  const text = [
    'A visitor sent this message through the website. Reply to this e-mail to answer them.',
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    input.message,
  ].join('\n');
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${label}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<p>A visitor sent this message through the website. Reply to this e-mail to answer them.</p>
<table style="border-collapse:collapse">
${rows}
</table>
<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`;
  return {
    to,
    subject: `Website message: ${oneLine(input.subject)}`,
    text,
    html,
    replyTo: { name: oneLine(input.name), address: input.email },
  };
}

/**
 * A staff member's answer to a visitor (decision 0064): their words as written (greeting
 * included), signed with their name and the company's, then the visitor's own message quoted, so the thread reads in any mail program.
 * Replying to it reaches the company's address (Reply-To), not a mailbox nobody reads.
 */
export function contactReplyMail(
  original: ContactMailInput & { createdAt: Date },
  reply: { text: string; staffName: string },
  company: { name: string; emails: string[]; phones: string[] },
): MailMessage {
  const when = original.createdAt.toLocaleString('en-GB', {
    timeZone: 'Africa/Juba',
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const signature = [reply.staffName, company.name, company.phones[0] ?? ''].filter(Boolean);
  const quoted = original.message.split('\n').map((line) => `> ${line}`);
  const text = [reply.text, '', ...signature, '', `On ${when}, you wrote:`, ...quoted].join('\n');
  const html = `<p style="white-space:pre-wrap">${escapeHtml(reply.text)}</p>
<p>${signature.map(escapeHtml).join('<br>')}</p>
<p style="color:#57534e">On ${escapeHtml(when)}, you wrote:</p>
<blockquote style="margin:0;padding-left:12px;border-left:3px solid #d6d3d1;color:#57534e;white-space:pre-wrap">${escapeHtml(original.message)}</blockquote>`;
  const replyTo = company.emails[0];
  return {
    to: original.email,
    subject: `Re: ${oneLine(original.subject)}`,
    text,
    html,
    ...(replyTo ? { replyTo: { name: oneLine(company.name), address: replyTo } } : {}),
  };
}
