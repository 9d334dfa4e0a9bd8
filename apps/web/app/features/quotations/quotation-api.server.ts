import type { PublicQuotation, PublicQuotationResponse } from '@shop/contracts/client';
import { postMailedToken, type RefusedLink } from '~/lib/mailed-link.server';

/** What the mailed quotation link's page shows: the proforma invoice, or why the link fails. */
export type QuotationLinkState = { ok: true; quotation: PublicQuotation } | RefusedLink;

/**
 * Reads the quotation of a mailed link (docs/decisions/0069-quotations.md); the token goes in the
 * body of POST /api/quotation/view, never in an API address. Opening the link changes nothing.
 */
export const readQuotationLink = (token: string, context: unknown) =>
  postMailedToken<PublicQuotationResponse, QuotationLinkState>(
    '/api/quotation/view',
    'Quotation link',
    token,
    context,
    (answer) => ({ ok: true, quotation: answer.quotation }),
    (refused) => refused,
  );
