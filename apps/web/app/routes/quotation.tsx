import { QUOTATION_MESSAGES as M } from '@shop/contracts/client';
import { Button } from '@shop/ui';
import { AcceptQuotation } from '~/features/quotations/accept-quotation';
import { ProformaInvoice } from '~/features/quotations/proforma-invoice';
import { readQuotationLink } from '~/features/quotations/quotation-api.server';
import { BACK_TO_SHOP, OutcomePanel } from '~/components/link-panel';
import { NO_STORE_HEADERS } from '~/lib/cache-headers';
import { pageMeta } from '~/lib/page-meta';
import type { Route } from './+types/quotation';

// The mailed quotation link (docs/decisions/0069-quotations.md): opening it only reads the
// quotation, printable as a proforma invoice; accepting it needs a signed-in customer.
export async function loader({ params, context }: Route.LoaderArgs) {
  return readQuotationLink(params.token, context);
}

// The address carries the mailed link's token: no cache keeps this page.
export const headers = () => NO_STORE_HEADERS;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const title = loaderData?.ok ? `Quotation ${loaderData.quotation.number}` : 'Quotation';
  return pageMeta({ matches, title, noIndex: true });
}

/** Why a quotation that opens can no longer be accepted, in the API's own words. */
function closedReason(status: string, validUntil: string): string | undefined {
  if (status === 'expired') return M.expired(validUntil);
  if (status === 'cancelled') return M.cancelled;
  if (status === 'accepted') return M.alreadyAccepted;
  return undefined;
}

export default function QuotationPage({ loaderData, params }: Route.ComponentProps) {
  if (!loaderData.ok)
    return (
      <OutcomePanel
        ok={false}
        eyebrow="Quotation"
        title="This link does not work"
        message={loaderData.message}
        links={[{ to: '/contact', label: 'Contact us' }, BACK_TO_SHOP]}
        announce={false}
      />
    );
  const { quotation } = loaderData;
  const closed = closedReason(quotation.status, quotation.validUntil);
  return (
    <div data-print-page className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <p className="text-sm text-muted">
          Quotation {quotation.number} for {quotation.organisation}
        </p>
        <PrintButton />
      </div>
      <ProformaInvoice quotation={quotation} />
      {closed ? (
        <p
          role="status"
          className="rounded-2xl border border-amber-300 bg-amber-50 p-5 font-medium text-amber-950 print:hidden"
        >
          {closed}
        </p>
      ) : (
        <AcceptQuotation quotation={quotation} token={params.token} />
      )}
    </div>
  );
}

/** The browser's print dialog: "Save as PDF" there gives the proforma invoice as a file. */
function PrintButton() {
  return (
    <Button variant="secondary" onClick={() => window.print()}>
      Print or save as PDF
    </Button>
  );
}
