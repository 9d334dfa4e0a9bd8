// The back-in-stock e-mail: plain text plus simple HTML, in the style of the orders' e-mails.
// The product's name was typed by staff and the customer's by the customer: both are escaped in
// the HTML.
import { DEFAULT_SIZE, type ShopSettings } from '@shop/contracts';
import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage } from '../mail/index.ts';

export interface BackInStockMailInput {
  to: string;
  customerName: string;
  productId: string;
  productName: string;
  /** The product's sizes: a product without sizes is sold in one (DEFAULT_SIZE), never named. */
  sizes: string[];
  size: string;
}

/** The storefront's product page, from PUBLIC_URL (never the request's Host header). */
export const productLink = (publicUrl: string, productId: string) =>
  `${publicUrl.replace(/\/+$/, '')}/product/${productId}`;

/** What came back: 'Cement (size 50 kg)', or just the name of a product sold without sizes. */
function whatCameBack(input: BackInStockMailInput): string {
  const oneSize = input.sizes.length === 0 && input.size === DEFAULT_SIZE;
  return oneSize ? input.productName : `${input.productName} (size ${input.size})`;
}

export function backInStockMail(
  input: BackInStockMailInput,
  ctx: { company: ShopSettings['company']; publicUrl: string },
): MailMessage {
  const what = whatCameBack(input);
  const link = productLink(ctx.publicUrl, input.productId);
  const lines = [
    `Hello ${input.customerName},`,
    `Good news: ${what} is back in stock at ${ctx.company.shortName}.`,
    `Order it here: ${link}`,
    'Stock is not set aside for you, so it may sell out again. This is the only e-mail we send about it; ask again on the product page if you miss it.',
    `Questions? Call us on ${ctx.company.phones[0]} or write to ${ctx.company.emails[0]}. ${ctx.company.name}`,
  ];
  const html = lines
    .map((line) =>
      line.startsWith('Order it here: ')
        ? `<p>Order it here: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join('\n');
  return {
    to: input.to,
    subject: `Back in stock: ${what}`,
    text: lines.join('\n\n') + '\n',
    html,
  };
}
