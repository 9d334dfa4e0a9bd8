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
