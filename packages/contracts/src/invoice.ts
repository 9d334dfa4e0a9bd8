import { z } from 'zod';
import { addressSchema } from './order.ts';
import { ORDER_STATUSES, PAYMENT_METHODS } from './order-rules.ts';
import { PRODUCT_TYPES } from './stock-rules.ts';

// Invoices (docs/decisions/0067-invoices-orders-csv-bulk-actions.md): staff issue one per order;
// its number comes from its own gap-free sequence per year and its lines, totals, customer and
// seller are kept as they were when it was issued.

/** 'INV-2026-000123': the year it was issued (Juba) and its place in that year's sequence. */
export const INVOICE_NUMBER_PATTERN = /^INV-\d{4}-\d{6,}$/;
export function invoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The seller as the invoice names it: the company profile's legal name, address and TIN. */
export const invoiceSellerSchema = z.object({
  name: z.string(),
  address: z.string(),
  /** The company's tax identification number (South Sudan's National Revenue Authority). */
  taxNumber: z.string(),
  phones: z.array(z.string()),
  emails: z.array(z.string()),
});

export const invoiceLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  size: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  measurement: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  /** SSP per unit, as the order charged it. */
  price: z.number(),
  /** price × quantity. */
  total: z.number(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** What an invoice keeps of the moment it was issued; nothing in it changes afterwards. */
export const invoiceDocumentSchema = z.object({
  seller: invoiceSellerSchema,
  customer: z.object({ name: z.string(), email: z.string() }),
  deliverTo: addressSchema,
  lines: z.array(invoiceLineSchema),
  subtotal: z.number(),
  deliveryFee: z.number(),
  /** A discount staff gave and why (docs/decisions/0070-staff-orders.md); absent before it existed. */
  discount: z.number().optional(),
  discountReason: z.string().nullable().optional(),
  amount: z.number(),
  currency: z.literal('SSP'),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Whether the order was paid when the invoice was issued. */
  paidWhenIssued: z.boolean(),
  /** The order's own day (milliseconds since the epoch). */
  orderDate: z.number(),
  issuedBy: z.string().nullable(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

export const invoiceSchema = invoiceDocumentSchema.extend({
  number: z.string(),
  orderId: z.string(),
  /** Milliseconds since the epoch. */
  issuedAt: z.number(),
  /** The order's status now: an invoice of an order cancelled afterwards says so. */
  orderStatus: z.enum(ORDER_STATUSES),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** `GET /api/admin/orders/:id/invoice`: the order's invoice, or null before one is issued. */
export const adminInvoiceResponseSchema = z.object({
  success: z.literal(true),
  invoice: invoiceSchema.nullable(),
});
export type AdminInvoiceResponse = z.infer<typeof adminInvoiceResponseSchema>;

/** `POST /api/admin/orders/:id/invoice`: the invoice issued now, or the one issued before. */
export const issueInvoiceResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** False when the order already had this invoice (issuing is idempotent). */
  issued: z.boolean(),
  invoice: invoiceSchema,
});
export type IssueInvoiceResponse = z.infer<typeof issueInvoiceResponseSchema>;

export const INVOICE_MESSAGES = {
  issued: (number: string) => `Invoice ${number} issued.`,
  alreadyIssued: (number: string) =>
    `This order already has invoice ${number}; an invoice keeps its number and lines.`,
  cancelled: 'A cancelled order gets no invoice.',
  noTaxNumber:
    "Add the company's tax number (TIN) in Settings before issuing invoices: every invoice must show it.",
} as const;
