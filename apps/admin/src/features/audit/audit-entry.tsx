import type { AuditEntry } from '@shop/contracts';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { auditDiff, valueAt } from './audit-diff';
import { actionLabel, entityTarget } from './audit-labels';
import { AuditValue } from './audit-value';

const pre =
  'max-h-64 overflow-auto rounded-md px-2 py-1 font-mono text-xs break-words whitespace-pre-wrap';
const grid = 'sm:grid-cols-[minmax(7rem,12rem)_1fr_1fr]';
const heading = 'block text-xs font-semibold tracking-wide text-muted uppercase';

/** "Order #A1B2C3", or a kind of record with its id in type that breaks anywhere on a phone. */
function TargetLabel({ label, id }: { label: string; id?: string }) {
  return (
    <>
      {label}
      {id ? <span className="font-mono text-xs break-all"> {id}</span> : null}
    </>
  );
}

/**
 * One change: when, who, what, on which record, and the values that changed. Every value is
 * rendered as text (React escapes it): a review or post holding markup stays inert; money shows
 * as SSP and pictures as thumbnails (AuditValue).
 */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const rows = auditDiff(entry.before, entry.after);
  const target = entityTarget(entry);
  return (
    <article className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="font-semibold text-ink">{actionLabel(entry.action)}</h2>
        <time dateTime={new Date(entry.date).toISOString()} className="text-sm text-muted">
          {formatDateTime(entry.date)}
        </time>
      </header>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm">
        <dt className="text-muted">By</dt>
        <dd className="min-w-0 font-medium break-all text-ink">
          {entry.actor.email || 'an unknown account'}
        </dd>
        <dt className="text-muted">On</dt>
        <dd className="min-w-0">
          {target.to ? (
            <Link to={target.to} className="font-medium text-brand-700 hover:underline">
              <TargetLabel label={target.label} id={target.id} />
            </Link>
          ) : (
            <span className="font-medium text-ink">
              <TargetLabel label={target.label} id={target.id} />
            </span>
          )}
        </dd>
      </dl>
      {rows.length > 0 ? (
        <dl className="mt-3 divide-y divide-stone-100 border-t border-stone-100 text-sm">
          <div aria-hidden="true" className={`${grid} hidden py-2 sm:grid`}>
            <span className={heading}>Field</span>
            <span className={heading}>Before</span>
            <span className={heading}>After</span>
          </div>
          {rows.map((row) => (
            <div key={row.key} className={`${grid} grid gap-1.5 py-2 sm:gap-3`}>
              <dt className="font-mono text-xs font-semibold break-all text-ink">{row.key}</dt>
              <dd>
                <span className={`${heading} sm:sr-only`}>Before </span>
                {row.before === undefined ? (
                  <span className="text-xs text-muted">(none)</span>
                ) : (
                  <AuditValue
                    field={row.key}
                    value={valueAt(entry.before, row.key)}
                    text={row.before}
                    className={`${pre} bg-red-50 text-red-900`}
                  />
                )}
              </dd>
              <dd>
                <span className={`${heading} sm:sr-only`}>After </span>
                {row.after === undefined ? (
                  <span className="text-xs text-muted">(none)</span>
                ) : (
                  <AuditValue
                    field={row.key}
                    value={valueAt(entry.after, row.key)}
                    text={row.after}
                    className={`${pre} bg-green-50 text-green-900`}
                  />
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-3 text-sm text-muted">No values changed.</p>
      )}
    </article>
  );
}
