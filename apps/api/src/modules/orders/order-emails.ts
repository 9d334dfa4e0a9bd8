// The orders' e-mails: plain text plus simple HTML. Every value a customer typed (names, address,
// phone, transaction id, staff notes) is escaped in the HTML; the text part is plain by nature.
// Customer mail goes to the account's own e-mail address only, never to the delivery address's
// e-mail: that one is typed at checkout, unverified, and would let anyone mail a stranger through
// the shop (docs/decisions/0023-order-mail-and-payment-limits.md). When both are the same
// address, that is still one message to one addressee.
import {
  formatPrice,
  formatUnitPrice,
  orderNumber,
  PAYMENT_METHOD_LABELS,
  type Order,
  type OrderStatus,
  SHOP_TIME_ZONE,
  type ShopSettings,
} from '@shop/contracts';
import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage } from '../mail/index.ts';

type Company = ShopSettings['company'];

export interface MailContext {
  company: Company;
  /** Base of links (PUBLIC_URL), never the request's Host header. */
  publicUrl: string;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
});
const placedOn = (order: Order) => dateFormat.format(new Date(order.date));

const siteUrl = (ctx: MailContext) => ctx.publicUrl.replace(/\/+$/, '');
const ordersLink = (ctx: MailContext) => `${siteUrl(ctx)}/orders`;
/** The tracking page with the order number filled in (docs/decisions/0031-units-stock-and-tracking.md). */
export const trackLink = (ctx: MailContext, number: string) =>
  `${siteUrl(ctx)}/track?order=${encodeURIComponent(number)}`;

/** One block of a message: its text lines and its HTML (already escaped). */
interface Block {
  text: string[];
  html: string;
}

const paragraph = (line: string): Block => ({ text: [line], html: `<p>${escapeHtml(line)}</p>` });

/** Each line with its unit price beside its unit ('x 3 at SSP 95,000.00 per 50 kg bag'). */
function itemsBlock(order: Order): Block {
  const rows = order.items.map((item) => ({
    label: `${item.name} (${item.size}) x ${item.quantity} at ${formatUnitPrice(item.price, item)}`,
    amount: formatPrice(item.price * item.quantity),
  }));
  const totals = [
    ['Subtotal', formatPrice(order.subtotal)],
    ['Delivery', order.deliveryFee ? formatPrice(order.deliveryFee) : 'Free'],
    // A discount staff gave, with its reason (docs/decisions/0070-staff-orders.md).
    ...(order.discount
      ? [
          [
            `Discount (${order.discountReason ?? ''})`,
            `\u2212${formatPrice(order.discount)}`,
          ] as const,
        ]
      : []),
    ['Total', formatPrice(order.amount)],
  ] as const;
  const text = [
    ...rows.map((r) => `- ${r.label}: ${r.amount}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
  ];
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #ddd"';
  const right = 'style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:right"';
  const html = `<table style="border-collapse:collapse">
${rows.map((r) => `<tr><td ${cell}>${escapeHtml(r.label)}</td><td ${right}>${escapeHtml(r.amount)}</td></tr>`).join('\n')}
${totals.map(([label, value]) => `<tr><th ${cell} align="left">${label}</th><td ${right}>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>`;
  return { text, html };
}

function addressBlock(order: Order): Block {
  const a = order.address;
  const lines = [
    `${a.firstName} ${a.lastName}`,
    a.street,
    `${a.city}, ${a.state} ${a.zipcode}`,
    a.country,
    `Phone: ${a.phone}`,
    `E-mail: ${a.email}`,
  ];
  return {
    text: ['Delivery address:', ...lines],
    html: `<p><strong>Delivery address</strong><br>${lines.map(escapeHtml).join('<br>')}</p>`,
  };
}

/** How to pay: cash at the door, or mobile money to the company's merchant account. */
function paymentBlock(order: Order, ctx: MailContext): Block {
  const method = PAYMENT_METHOD_LABELS[order.paymentMethod];
  if (order.paymentMethod === 'cod') {
    return paragraph(
      `Payment: ${method}. Please have ${formatPrice(order.amount)} ready in cash when your order arrives.`,
    );
  }
  const provider = order.mobileProvider ?? 'MTN, Airtel or UTL';
  const lines = [
    `Payment: ${method} (${provider}) from ${order.mobileNumber ?? ''}.`,
    `To pay: send ${formatPrice(order.amount)} with ${provider} mobile money to the merchant account of ${ctx.company.name}, number ${ctx.company.phones[0]}, with the reference ${orderNumber(order._id)}.`,
    `Then enter the transaction id from your payment confirmation message on the Orders page: ${ordersLink(ctx)}`,
    'We process your order as soon as your payment is confirmed.',
  ];
  return { text: lines, html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n') };
}

/** The order number, large, for a customer who will type it on the phone or the tracking page. */
function numberBlock(number: string): Block {
  return {
    text: [`Order number: ${number}`],
    html: `<p style="font-size:20px;margin:16px 0">Order number: <strong style="letter-spacing:2px">${escapeHtml(number)}</strong></p>`,
  };
}

/** Tracking without an account: someone who ordered by phone, or forgot their password. */
function trackBlock(number: string, ctx: MailContext): Block {
  const link = trackLink(ctx, number);
  const words =
    'Track your order without signing in: use this order number and the phone number of the delivery address.';
  return {
    text: [words, link],
    html: `<p>${escapeHtml(words)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  };
}

function contactBlock(ctx: MailContext): Block {
  return paragraph(
    `Questions? Call us on ${ctx.company.phones[0]} or write to ${ctx.company.emails[0]}. ${ctx.company.name}`,
  );
}

function compose(to: string, subject: string, blocks: Block[]): MailMessage {
  return {
    to,
    subject,
    text: blocks.map((b) => b.text.join('\n')).join('\n\n') + '\n',
    html: blocks.map((b) => b.html).join('\n'),
  };
}

/** To the customer once the order is placed. */
export function orderConfirmationMail(
  order: Order,
  accountEmail: string,
  ctx: MailContext,
): MailMessage {
  const number = orderNumber(order._id);
  return compose(accountEmail, `Your order ${number} at ${ctx.company.shortName}`, [
    paragraph(`Hello ${order.address.firstName},`),
    paragraph(`Thank you for your order ${number}, placed on ${placedOn(order)}.`),
    numberBlock(number),
    itemsBlock(order),
    paymentBlock(order, ctx),
    addressBlock(order),
    paragraph(`Follow your order on ${ordersLink(ctx)}`),
    trackBlock(number, ctx),
    contactBlock(ctx),
  ]);
}

/** To the company (its first e-mail address) for every new order. */
export function newOrderNoticeMail(
  order: Order,
  customer: { name: string; email: string },
  ctx: MailContext,
): MailMessage {
  const number = orderNumber(order._id);
  const method = PAYMENT_METHOD_LABELS[order.paymentMethod];
  const payment =
    order.paymentMethod === 'cod'
      ? `${method}: collect ${formatPrice(order.amount)} on delivery.`
      : `${method} (${order.mobileProvider ?? 'provider not chosen'}) from ${order.mobileNumber ?? ''}: wait for the payment to be confirmed before processing.`;
  return compose(
    ctx.company.emails[0]!,
    `New order ${number}: ${formatPrice(order.amount)} (${method})`,
    [
      paragraph(`New order ${number}, placed on ${placedOn(order)}.`),
      paragraph(`Customer account: ${customer.name} <${customer.email}>`),
      itemsBlock(order),
      paragraph(payment),
      addressBlock(order),
    ],
  );
}

/** To the company when a customer reports the transaction id of a mobile money payment. */
export function transactionReportedMail(
  order: Order,
  customer: { name: string; email: string },
  ctx: MailContext,
): MailMessage {
  const number = orderNumber(order._id);
  return compose(ctx.company.emails[0]!, `Payment reported for order ${number}`, [
    paragraph(
      `${customer.name} <${customer.email}> reports a ${order.mobileProvider ?? 'mobile money'} payment of ${formatPrice(order.amount)} for order ${number} from ${order.mobileNumber ?? ''}.`,
    ),
    paragraph(`Transaction id: ${order.transactionId ?? ''}`),
    paragraph(
      "Check it against the provider's statement, then confirm the payment in the admin site.",
    ),
  ]);
}

const STATUS_NEWS: Record<OrderStatus, string> = {
  'Order Placed': 'We have received your order.',
  Processing: 'We are preparing your order.',
  Shipped: 'Your order has left our warehouse.',
  'Out for delivery': 'Your order is out for delivery and will reach you soon.',
  Delivered: 'Your order has been delivered. Thank you for shopping with us!',
  Cancelled: 'Your order has been cancelled.',
};

/** To the customer whenever staff move the order on. */
export function statusChangedMail(
  order: Order,
  accountEmail: string,
  note: string | undefined,
  ctx: MailContext,
): MailMessage {
  const number = orderNumber(order._id);
  const blocks = [
    paragraph(`Hello ${order.address.firstName},`),
    numberBlock(number),
    paragraph(`Order ${number}: ${order.status}. ${STATUS_NEWS[order.status]}`),
  ];
  if (note) blocks.push(paragraph(`Note from ${ctx.company.shortName}: ${note}`));
  if (order.status === 'Out for delivery' && order.paymentMethod === 'cod' && !order.payment) {
    blocks.push(paragraph(`Please have ${formatPrice(order.amount)} ready in cash.`));
  }
  if (order.status === 'Cancelled' && order.payment) {
    blocks.push(
      paragraph(`We will contact you to refund your payment of ${formatPrice(order.amount)}.`),
    );
  }
  blocks.push(
    itemsBlock(order),
    paragraph(`Your orders: ${ordersLink(ctx)}`),
    trackBlock(number, ctx),
    contactBlock(ctx),
  );
  return compose(accountEmail, `Order ${number}: ${order.status}`, blocks);
}

/** To the customer when staff confirm a mobile money payment. */
export function paymentConfirmedMail(
  order: Order,
  accountEmail: string,
  ctx: MailContext,
): MailMessage {
  const number = orderNumber(order._id);
  return compose(accountEmail, `Payment received for order ${number}`, [
    paragraph(`Hello ${order.address.firstName},`),
    paragraph(
      `We have received your payment of ${formatPrice(order.amount)} for order ${number} (transaction ${order.transactionId ?? ''}). We will now prepare your order.`,
    ),
    paragraph(`Your orders: ${ordersLink(ctx)}`),
    trackBlock(number, ctx),
    contactBlock(ctx),
  ]);
}

/** To the company when an operator's API reports an order paid (no staff confirmed it). */
export function paymentReceivedMail(
  order: Order,
  customer: { name: string; email: string },
  payment: { label: string; referenceId: string },
  ctx: MailContext,
): MailMessage {
  const number = orderNumber(order._id);
  return compose(ctx.company.emails[0]!, `Paid by ${payment.label}: order ${number}`, [
    paragraph(
      `${payment.label} reports the payment of ${formatPrice(order.amount)} for order ${number} by ${customer.name} <${customer.email}> from ${order.mobileNumber ?? ''}.`,
    ),
    paragraph(`Reference: ${payment.referenceId}. Transaction id: ${order.transactionId ?? ''}`),
    paragraph('The order is marked paid: it can be prepared.'),
  ]);
}
