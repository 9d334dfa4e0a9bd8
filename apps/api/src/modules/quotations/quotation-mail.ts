// The quotation's e-mail: plain text plus simple HTML, every typed value escaped in the HTML
// (docs/decisions/0069-quotations.md). Its link carries a token (mail/secret-links.ts removes it
// from the outbox once the message has left).
import {
  formatPrice,
  formatQuotationDay,
  formatUnitPrice,
  type ShopSettings,
} from '@shop/contracts';
import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage } from '../mail/index.ts';
import type { QuotationRow } from './queries.ts';

export function quotationMail(
  row: QuotationRow,
  link: string,
  company: ShopSettings['company'],
): MailMessage {
  const lines = row.lines.map((l) => ({
    label: `${l.name} (${l.size}) x ${l.quantity} at ${formatUnitPrice(l.price, l)}`,
    amount: formatPrice(l.price * l.quantity),
  }));
  const totals = [
    ['Subtotal', formatPrice(row.subtotal)],
    ['Delivery', row.deliveryFee ? formatPrice(row.deliveryFee) : 'Free'],
    ['Total', formatPrice(row.total)],
  ] as const;
  const valid = `Valid until ${formatQuotationDay(row.validUntil)}.`;
  const intro = `Dear ${row.contactName}, here is our quotation ${row.number} for ${row.organisation}.`;
  const open =
    'Open it to print the proforma invoice or to accept it online; accepting places your order at these prices.';
  const contact = `Questions? Call us on ${company.phones[0]} or write to ${company.emails[0]}. ${company.name}`;
  const text = [
    intro,
    '',
    ...lines.map((l) => `- ${l.label}: ${l.amount}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    valid,
    ...(row.notes ? ['', row.notes] : []),
    '',
    open,
    link,
    '',
    contact,
  ].join('\n');
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #ddd"';
  const right = 'style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:right"';
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<table style="border-collapse:collapse">`,
    ...lines.map(
      (l) =>
        `<tr><td ${cell}>${escapeHtml(l.label)}</td><td ${right}>${escapeHtml(l.amount)}</td></tr>`,
    ),
    ...totals.map(
      ([label, value]) =>
        `<tr><th ${cell} align="left">${label}</th><td ${right}>${escapeHtml(value)}</td></tr>`,
    ),
    `</table>`,
    `<p><strong>${escapeHtml(valid)}</strong></p>`,
    row.notes ? `<p style="white-space:pre-line">${escapeHtml(row.notes)}</p>` : '',
    `<p>${escapeHtml(open)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${escapeHtml(contact)}</p>`,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    to: row.email,
    subject: `Quotation ${row.number} from ${company.name}`,
    text: text + '\n',
    html,
  };
}
