// One short template per event (docs/decisions/0066-order-updates-by-sms-and-whatsapp.md): the
// order's number, what happened, the tracking page with the number filled in, and the shop's
// phone. Nothing else: no name, address, items or amount reach a customer's phone, since a
// delivery phone is often someone else's. Each template has the same words as the WhatsApp
// template of its name, approved by Meta with the parameters {{1}}..{{4}} in this order.
import {
  fitsOneSms,
  formatPrice,
  gsm7Length,
  orderNumber,
  type ShopSettings,
  type TextKind,
} from '@shop/contracts';

export interface TemplateContext {
  company: ShopSettings['company'];
  /** Base of links (PUBLIC_URL), never a request's Host header. */
  publicUrl: string;
}

export interface RenderedText {
  template: string;
  params: string[];
  text: string;
}

/** The tracking page with the order number filled in (as the order e-mails link it). */
export const trackUrl = (publicUrl: string, number: string) =>
  `${publicUrl.replace(/\/+$/, '')}/track?order=${encodeURIComponent(number)}`;

/** The customer's events: what the message says happened. */
const CUSTOMER_NEWS = {
  'order-placed': 'received',
  'payment-confirmed': 'paid, thank you',
  'out-for-delivery': 'is out for delivery',
  delivered: 'delivered, thank you',
  cancelled: 'cancelled',
} as const satisfies Partial<Record<TextKind, string>>;
export type CustomerTextKind = keyof typeof CUSTOMER_NEWS;
export const CUSTOMER_TEXT_KINDS = Object.keys(CUSTOMER_NEWS) as CustomerTextKind[];

/** WhatsApp template names, one per event. */
export const TEMPLATE_NAMES: Record<TextKind, string> = {
  'order-placed': 'order_placed',
  'payment-confirmed': 'order_paid',
  'out-for-delivery': 'order_out_for_delivery',
  delivered: 'order_delivered',
  cancelled: 'order_cancelled',
  'staff-new-order': 'staff_new_order',
  'staff-payment-reported': 'staff_payment_reported',
  'back-in-stock': 'back_in_stock',
};

/** Characters outside GSM-7 (a curly apostrophe in the shop's name) would make the SMS UCS-2. */
const gsm7Only = (text: string) => [...text].filter((ch) => gsm7Length(ch) !== null).join('');

/**
 * The customer's message about their order: '{shop}: order {number} {news}. Track: {link}
 * Call {phone}'. Should a long PUBLIC_URL or name make it longer than one SMS, the phone goes
 * first, then the shop's name: the link is never cut.
 */
export function customerText(
  kind: CustomerTextKind,
  orderId: string,
  ctx: TemplateContext,
): RenderedText {
  const number = orderNumber(orderId);
  const shop = gsm7Only(ctx.company.shortName).trim();
  const link = trackUrl(ctx.publicUrl, number);
  const phone = gsm7Only(ctx.company.phones[0] ?? '').trim();
  const params = [shop, number, link, phone];
  const news = CUSTOMER_NEWS[kind];
  const candidates = [
    `${shop}: order ${number} ${news}. Track: ${link} Call ${phone}`,
    `${shop}: order ${number} ${news}. Track: ${link}`,
    `Order ${number} ${news}. Track: ${link}`,
  ];
  const text = candidates.find(fitsOneSms) ?? candidates.at(-1)!;
  return { template: TEMPLATE_NAMES[kind], params, text };
}

/** To the shop's own numbers: a new order, or a payment a customer reported. */
export function staffText(
  kind: 'staff-new-order' | 'staff-payment-reported',
  order: { id: string; amount: number },
  ctx: TemplateContext,
): RenderedText {
  const number = orderNumber(order.id);
  const amount = formatPrice(order.amount);
  const admin = `${ctx.publicUrl.replace(/\/+$/, '')}/admin/orders`;
  const params = [number, amount, admin];
  const text =
    kind === 'staff-new-order'
      ? `New order ${number}: ${amount}. ${admin}`
      : `Payment reported for order ${number}: ${amount}. Check and confirm it: ${admin}`;
  return { template: TEMPLATE_NAMES[kind], params, text };
}

/** What a back-in-stock message names: the product the customer asked about, and its size. */
export interface BackInStockItem {
  productId: string;
  productName: string;
  size: string;
  /** The product's sizes: a product of one size is named without it. */
  sizes: string[];
}

/**
 * A size the customer asked to hear about is back: '{shop}: {product} ({size}) is back in stock:
 * {link}', the product page's link. A long name is cut (with '...') rather than the link, so the
 * message stays one SMS; the customer chose the product, so naming it tells them nothing new.
 */
export function backInStockText(item: BackInStockItem, ctx: TemplateContext): RenderedText {
  const shop = gsm7Only(ctx.company.shortName).trim();
  const link = `${ctx.publicUrl.replace(/\/+$/, '')}/product/${encodeURIComponent(item.productId)}`;
  const size = item.sizes.length > 1 ? gsm7Only(item.size).trim() : '';
  const shaped = (name: string) =>
    `${shop}: ${name}${size ? ` (${size})` : ''} is back in stock: ${link}`;
  const full = gsm7Only(item.productName).trim();
  let name = full;
  // Bounded by the name's length: one character less each time.
  for (let cut = full.length; !fitsOneSms(shaped(name)) && cut > 8; cut--) {
    name = `${full.slice(0, cut - 1).trimEnd()}...`;
  }
  return {
    template: TEMPLATE_NAMES['back-in-stock'],
    params: [shop, name, size, link],
    text: shaped(name),
  };
}
