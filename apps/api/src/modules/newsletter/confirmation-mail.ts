// The double opt-in mail (docs/decisions/0019-company-site.md): the confirmation link, and the
// unsubscribe link every newsletter mail carries, in the text, the HTML and List-Unsubscribe.
import { NEWSLETTER_CONFIRM_DAYS } from '@shop/contracts';
import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage } from '../mail/index.ts';

export interface NewsletterLinks {
  confirm: string;
  unsubscribe: string;
}

/** Links from PUBLIC_URL, never from the request's Host header. */
export function newsletterLinks(
  publicUrl: string,
  tokens: { confirm: string; unsubscribe: string },
): NewsletterLinks {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    confirm: `${base}/newsletter/confirm/${tokens.confirm}`,
    unsubscribe: `${base}/newsletter/unsubscribe/${tokens.unsubscribe}`,
  };
}

export function confirmationMail(
  to: string,
  shopName: string,
  links: NewsletterLinks,
): MailMessage {
  const days = `${NEWSLETTER_CONFIRM_DAYS} days`;
  const text = [
    'Hello,',
    '',
    `Someone asked to receive the newsletter of ${shopName} at this address. To confirm, open this link and press Confirm:`,
    '',
    links.confirm,
    '',
    `The link works for ${days}. If you did not ask for it, ignore this e-mail: you will receive nothing from us.`,
    '',
    `To remove this address from our list: ${links.unsubscribe}`,
  ].join('\n');
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = `<p>Hello,</p>
<p>Someone asked to receive the newsletter of ${escapeHtml(shopName)} at this address. To confirm, open this link and press Confirm:</p>
<p>${link(links.confirm, 'Confirm my subscription')}</p>
<p>The link works for ${days}. If you did not ask for it, ignore this e-mail: you will receive nothing from us.</p>
<p style="font-size:12px;color:#555">${link(links.unsubscribe, 'Remove this address from our list')}</p>`;
  return {
    to,
    subject: `Please confirm your subscription to the ${shopName} newsletter`,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>` },
  };
}
