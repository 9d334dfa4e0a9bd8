import { Button } from '@shop/ui';
import { useSearchParams } from 'react-router';
import { AddressSelect } from '../../components/address-select';
import { PageHeader } from '../../components/page-header';
import { Pager, usePageParam } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { useAudit } from './api/get-audit';
import { AuditEntryCard } from './audit-entry';
import { AUDIT_ENTITIES, entityTarget } from './audit-labels';

const PAGE_SIZE = 20;
const ID_MAX = 40;

/** Every change made through the admin site, newest first: who, what, when, before and after. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const entity = params.get('entity') ?? '';
  // One record's history (?entity=order&entityId=…), when a link asks for it.
  const entityId = (params.get('entityId') ?? '').slice(0, ID_MAX);
  const audit = useAudit({
    page,
    pageSize: PAGE_SIZE,
    ...(entity ? { entity } : {}),
    ...(entityId ? { entityId } : {}),
  });
  const answer = audit.data;
  const only = entityTarget({ action: '', entity, entityId });

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change made through the admin site, newest first."
      />
      <div className="mb-4 flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
        <AddressSelect
          label="Show changes to"
          name="entity"
          any="Everything"
          options={AUDIT_ENTITIES.map((e) => [e.value, e.label] as const)}
        />
        {entityId ? (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            Only {only.label} {only.id}
            <Button
              variant="ghost"
              className="min-h-9 px-3"
              onClick={() => setParams(entity ? { entity } : {})}
            >
              Show all
            </Button>
          </p>
        ) : null}
      </div>
      <QueryState
        query={audit}
        isEmpty={answer?.entries.length === 0}
        empty="No changes recorded yet."
      >
        <div className="space-y-3" aria-busy={audit.isFetching}>
          {answer?.entries.map((entry) => (
            <AuditEntryCard key={entry._id} entry={entry} />
          ))}
        </div>
        <Pager of={answer} onPage={setPage} />
      </QueryState>
    </>
  );
}
