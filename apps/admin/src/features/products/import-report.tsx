import type { ImportChange, ProductImportResponse } from '@shop/contracts';
import { useId } from 'react';
import { Table, td } from '../../components/table';

const ACTION_LABELS = { create: 'New', update: 'Updated', unchanged: 'Unchanged' } as const;

const FIELD_LABELS: Record<string, string> = {
  subCategory: 'Subcategory',
  productType: 'Counted as',
  trackStock: 'Track stock',
};
const fieldLabel = (field: string) =>
  FIELD_LABELS[field] ?? field.charAt(0).toUpperCase() + field.slice(1);

/** Each product an update changes, with every field's old and new value, first of all. */
function Differences({ updates, dryRun }: { updates: ImportChange[]; dryRun: boolean }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
    >
      <h2 id={id} className="text-base font-bold text-ink">
        {dryRun ? 'What the import would change' : 'What the import changed'} ({updates.length}{' '}
        {updates.length === 1 ? 'product' : 'products'})
      </h2>
      <ul className="mt-3 space-y-3">
        {updates.map((change) => (
          <li key={change.row} className="border-l-4 border-brand-200 pl-3">
            <p className="text-sm font-semibold break-words text-ink">
              {change.name} <span className="font-normal text-muted">· row {change.row}</span>
            </p>
            <ul className="mt-1 space-y-0.5 text-sm">
              {change.differences.map((d) => (
                <li key={d.field} className="break-words">
                  <span className="text-muted">{fieldLabel(d.field)}:</span>{' '}
                  <del className="text-red-800">{d.from}</del>
                  <span aria-hidden="true"> → </span>
                  <span className="sr-only"> becomes </span>
                  <ins className="font-medium text-green-900 no-underline">{d.to}</ins>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What an import did or, in a dry run, would do: the counts, what each update changes (old →
 * new, at the top, so a wrong column shows before anything is written), every row error (row numbers as a
 * spreadsheet shows them, the header being row 1), and what each row changes.
 */
export function ImportReport({ report }: { report: ProductImportResponse }) {
  const failed = report.rowErrors.length > 0;
  const updates = report.changes.filter((c) => c.action === 'update' && c.differences.length);
  const counts: [string, number][] = report.dryRun
    ? [
        ['To create', report.created],
        ['To update', report.updated],
        ['Unchanged', report.unchanged],
      ]
    : [
        ['Created', report.created],
        ['Updated', report.updated],
        ['Unchanged', report.unchanged],
      ];
  return (
    <div className="space-y-4">
      <p
        role={failed ? 'alert' : 'status'}
        className={`rounded-lg px-4 py-3 text-sm font-medium ${
          failed
            ? 'bg-red-50 text-red-800 ring-1 ring-red-200'
            : 'bg-green-50 text-green-900 ring-1 ring-green-200'
        }`}
      >
        {report.message}
      </p>
      {failed || !updates.length ? null : <Differences updates={updates} dryRun={report.dryRun} />}
      {failed ? null : (
        <dl className="grid grid-cols-3 gap-3">
          {counts.map(([label, count]) => (
            <div
              key={label}
              className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200 sm:p-4"
            >
              <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
              <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{count}</dd>
            </div>
          ))}
        </dl>
      )}
      {failed ? (
        <h2 className="text-base font-bold text-ink">
          Problems in the file ({report.rowErrors.length})
        </h2>
      ) : null}
      {failed ? (
        <Table
          caption={`Problems in the file (${report.rowErrors.length})`}
          columns={['Row', 'Column', 'Problem']}
        >
          {report.rowErrors.map((error, i) => (
            <tr key={i}>
              <td className={`${td} font-mono font-semibold`}>{error.row}</td>
              <td className={`${td} font-mono whitespace-nowrap`}>{error.field ?? 'Whole row'}</td>
              <td className={td}>{error.message}</td>
            </tr>
          ))}
        </Table>
      ) : null}
      {report.changes.length > 0 && !failed ? (
        <details className="rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
          <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-ink">
            Row by row ({report.changes.length} {report.changes.length === 1 ? 'row' : 'rows'})
          </summary>
          <ul className="divide-y divide-stone-100 border-t border-stone-200 text-sm">
            {report.changes.map((change) => (
              <li key={change.row} className="flex gap-3 px-4 py-2">
                <span className="w-12 shrink-0 font-mono text-muted">{change.row}</span>
                <span className="w-24 shrink-0 font-medium">{ACTION_LABELS[change.action]}</span>
                <span className="min-w-0 break-words">{change.name}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
