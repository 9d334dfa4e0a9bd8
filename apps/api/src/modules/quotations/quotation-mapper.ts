import {
  isQuotationExpired,
  type PublicQuotation,
  type Quotation,
  type QuotationStatus,
  type QuotationSummary,
  type ShopSettings,
} from '@shop/contracts';
import { shopDay } from '../../lib/shop-day.ts';
import type { QuotationRow } from './queries.ts';

/** What staff and the customer see: a sent quotation past its validity date is expired. */
export const statusOf = (row: QuotationRow, today: string): QuotationStatus =>
  row.status === 'sent' && isQuotationExpired(row.validUntil, today) ? 'expired' : row.status;

export function toQuotationSummary(row: QuotationRow, today: string): QuotationSummary {
  return {
    _id: row.id,
    number: row.number,
    status: statusOf(row, today),
    organisation: row.organisation,
    contactName: row.contactName,
    total: row.total,
    validUntil: row.validUntil,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toQuotation(
  row: QuotationRow,
  today: string,
  requestedBy: Quotation['requestedBy'],
): Quotation {
  return {
    ...toQuotationSummary(row, today),
    email: row.email,
    phone: row.phone,
    lines: row.lines,
    subtotal: row.subtotal,
    deliveryFee: row.deliveryFee,
    notes: row.notes,
    requestedBy,
    orderId: row.orderId,
    sentAt: row.sentAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}

/** The proforma invoice the mailed link opens: no ids, no token, the company's own details. */
export function toPublicQuotation(
  row: QuotationRow,
  today: string,
  company: ShopSettings['company'],
): PublicQuotation {
  return {
    number: row.number,
    status: statusOf(row, today),
    organisation: row.organisation,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    validUntil: row.validUntil,
    lines: row.lines,
    subtotal: row.subtotal,
    deliveryFee: row.deliveryFee,
    total: row.total,
    notes: row.notes,
    issuedOn: shopDay(row.sentAt ?? row.createdAt),
    company: {
      name: company.name,
      address: company.address,
      phones: company.phones,
      emails: company.emails,
    },
  };
}
