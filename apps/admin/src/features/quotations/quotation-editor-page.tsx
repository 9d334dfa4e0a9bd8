import { useState } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { DetailPage } from '../../components/detail-page';
import { PageHeader } from '../../components/page-header';
import { useQuotation } from './api/get-quotation';
import { QuotationActions } from './quotation-actions';
import { QuotationDocument } from './quotation-document';
import { emptyQuotation, QuotationForm, valuesOf } from './quotation-form';
import { QuotationStatusBadge } from './quotation-status';

/** /quotations/:id: a draft to edit and send; a sent, accepted or closed one as printed. */
function QuotationPage({ id }: { id: string }) {
  const quotation = useQuotation(id);
  const [dirty, setDirty] = useState(false);
  return (
    <DetailPage
      query={{ ...quotation, data: quotation.data?.quotation }}
      back={{ to: '/quotations', label: 'All quotations', className: 'no-print' }}
      header={(q) => ({
        title: `Quotation ${q.number}`,
        description: (
          <span className="inline-flex flex-wrap items-center gap-2">
            <QuotationStatusBadge status={q.status} /> {q.organisation}
          </span>
        ),
      })}
    >
      {(q) => (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] print:block">
          <div className="min-w-0">
            {q.status === 'draft' ? (
              <>
                <div className="no-print">
                  <QuotationForm
                    key={`${q._id}-${q.lines.length}`}
                    id={q._id}
                    initial={valuesOf(q)}
                    onDirty={setDirty}
                  />
                </div>
                <div className="hidden print:block">
                  <QuotationDocument quotation={q} />
                </div>
              </>
            ) : (
              <QuotationDocument quotation={q} />
            )}
          </div>
          <QuotationActions quotation={q} dirty={q.status === 'draft' && dirty} />
        </div>
      )}
    </DetailPage>
  );
}

/** /quotations/new and /quotations/:id. */
export function QuotationEditorPage() {
  const { id } = useParams();
  if (id) return <QuotationPage id={id} />;
  return (
    <>
      <BackLink to="/quotations">All quotations</BackLink>
      <PageHeader
        title="New quotation"
        description="Save it as a draft, then send it: the customer prints it as a proforma invoice and accepts it online."
      />
      <QuotationForm initial={emptyQuotation()} />
    </>
  );
}
