import { AUDIT_SEARCH_MAX, type AdminAuditQuery } from '@shop/contracts';
import { Button } from '@shop/ui';
import { useSearchParams } from 'react-router';
import { DayField } from '../../components/day-field';
import { FilterForm } from '../../components/filter-form';
import { FilterSelect } from '../../components/filter-select';
import { PageHeader } from '../../components/page-header';
import { PagedResults } from '../../components/paged-results';
import { usePageParam } from '../../components/pager';
import { useAudit } from './api/get-audit';
import { AuditEntryCard } from './audit-entry';
import { AUDIT_ENTITIES, entityTarget } from './audit-labels';

const PAGE_SIZE = 20;
const ID_MAX = 40;
/** The filters the address holds, in its order (entityId, a record's history, rides along). */
const FILTER_KEYS = ['q', 'entity', 'actorId', 'from', 'to'] as const;

/**
 * Every change made through the admin site, newest first: who, what, when, before and after;
 * filtered by kind of record, person, Juba days and a search (issue 31).
 */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const values: Record<(typeof FILTER_KEYS)[number], string | undefined> = {
    q: undefined,
    entity: undefined,
    actorId: undefined,
    from: undefined,
    to: undefined,
  };
  for (const key of FILTER_KEYS) values[key] = params.get(key) || undefined;
  // One record's history (?entity=order&entityId=…), when a link asks for it.
  const entityId = (params.get('entityId') ?? '').slice(0, ID_MAX);
  const query: AdminAuditQuery = { page, pageSize: PAGE_SIZE };
  for (const key of FILTER_KEYS) if (values[key]) Object.assign(query, { [key]: values[key] });
  if (entityId) query.entityId = entityId;
  const audit = useAudit(query);
  const actors = audit.data?.actors ?? [];
  const only = entityTarget({ action: '', entity: values.entity ?? '', entityId });

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change made through the admin site, newest first. Days are Juba days."
      />
      <FilterForm
        values={values}
        keys={FILTER_KEYS}
        kept={{ entityId: entityId || undefined }}
        columns="sm:grid-cols-2 lg:grid-cols-3"
        submitLabel="Apply filters"
        collapsible
        search={{
          placeholder: 'Action, record, e-mail or a value',
          maxLength: AUDIT_SEARCH_MAX,
          className: 'sm:col-span-2 lg:col-span-1',
        }}
      >
        <FilterSelect
          label="Changes to"
          name="entity"
          value={values.entity}
          any="Everything"
          options={AUDIT_ENTITIES.map((e) => [e.value, e.label] as const)}
        />
        <FilterSelect
          // Drawn again once the people are known, so it shows the one the address names. Only
          // this select: a choice made in the others while the log loads is kept.
          key={actors.map((a) => a._id).join()}
          label="Made by"
          name="actorId"
          value={values.actorId}
          any="Anyone"
          options={actors.map((a) => [a._id, a.email || 'an unknown account'] as const)}
        />
        <DayField label="From" name="from" defaultValue={values.from ?? ''} />
        <DayField label="Until" name="to" defaultValue={values.to ?? ''} />
      </FilterForm>
      {entityId ? (
        <p className="mb-4 flex flex-wrap items-center gap-2 text-sm">
          Only {only.label} {only.id}
          <Button
            variant="ghost"
            className="min-h-9 px-3"
            onClick={() => {
              const next = new URLSearchParams(params);
              next.delete('entityId');
              next.delete('page');
              setParams(next);
            }}
          >
            Show all
          </Button>
        </p>
      ) : null}
      <PagedResults
        query={audit}
        items={(answer) => answer.entries}
        empty="No changes match these filters."
        onPage={setPage}
      >
        {(answer) => (
          <div className="space-y-3" aria-busy={audit.isFetching}>
            {answer.entries.map((entry) => (
              <AuditEntryCard key={entry._id} entry={entry} />
            ))}
          </div>
        )}
      </PagedResults>
    </>
  );
}
