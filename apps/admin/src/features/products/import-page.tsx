import {
  ADMIN_PRODUCT_LIMITS as L,
  ADMIN_PRODUCT_MESSAGES as M,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_LIST_SEPARATOR,
  PRODUCT_CSV_OPTIONAL_COLUMNS,
  PRODUCT_TYPES,
  STOCK_CSV_PREFIX,
  UNITS,
  type ProductImportResponse,
} from '@shop/contracts';
import { Button, buttonClass } from '@shop/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { BackLink } from '../../components/back-link';
import { PageHeader } from '../../components/page-header';
import { toast } from '../../components/toaster';
import { FileInput } from '../../components/file-input';
import { errorMessage } from '../../lib/api-client';
import { productsKey } from './api/get-products';
import { importProductsCsv } from './api/import-products';
import { DownloadButton } from '../../components/download-button';
import { downloadProductsCsv } from './api/export-products';
import { ImportProgress } from './import-progress';
import { ImportReport } from './import-report';

type Phase = 'idle' | 'checking' | 'checked' | 'importing' | 'done';

/** A file the server would refuse for its size or type is refused here, before any upload. */
function fileProblem(file: File): string | null {
  if (file.size === 0) return M.csvEmpty;
  if (file.size > L.importBytesMax) return M.csvTooLarge;
  const looksCsv = /\.csv$/i.test(file.name) || /csv|text\/plain/.test(file.type);
  return looksCsv ? null : 'Choose a .csv file (in Excel: Save As, "CSV UTF-8").';
}

/**
 * Import products from a CSV file in two steps: a dry run lists what would change and every
 * row's problem, nothing written; only a clean dry run can be imported, all or nothing.
 */
export function ImportPage() {
  const client = useQueryClient();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState('');
  const [report, setReport] = useState<ProductImportResponse | null>(null);
  const busy = phase === 'checking' || phase === 'importing';
  const toWrite = report ? report.created + report.updated : 0;
  const canImport =
    phase === 'checked' && report !== null && report.rowErrors.length === 0 && toWrite > 0;

  const run = async (chosen: File, dryRun: boolean) => {
    setPhase(dryRun ? 'checking' : 'importing');
    setProgress(0);
    setProblem('');
    try {
      const answer = await importProductsCsv(chosen, dryRun, setProgress);
      setReport(answer);
      if (!dryRun && answer.success) {
        toast('success', answer.message);
        void client.invalidateQueries({ queryKey: productsKey });
      }
      // A refused import (someone changed the shop since the dry run) needs a new check.
      setPhase(dryRun ? 'checked' : answer.success ? 'done' : 'idle');
    } catch (error) {
      setProblem(errorMessage(error));
      setReport(null);
      setPhase('idle');
    }
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    // The same file, corrected and saved again, may be chosen again.
    input.value = '';
    if (!chosen) return;
    setReport(null);
    const refused = fileProblem(chosen);
    if (refused) {
      setFile(null);
      setProblem(refused);
      setPhase('idle');
      return;
    }
    setFile(chosen);
    void run(chosen, true);
  };

  return (
    <>
      <BackLink to="/products">All products</BackLink>
      <PageHeader
        title="Import products"
        description="Create and update many products at once from a spreadsheet saved as CSV."
      />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
            <h2 className="text-base font-bold text-ink">1. Choose the file and check it</h2>
            <p className="mt-1 text-sm text-muted">
              The shop first checks every row and shows what would change. Nothing is written until
              you import.
            </p>
            <FileInput
              id={inputId}
              label="CSV file"
              accept=".csv,text/csv"
              onChange={pick}
              disabled={busy}
              chosen={file?.name ?? null}
              aria-describedby={hintId}
              aria-invalid={problem ? true : undefined}
            />
            <p id={hintId} className="mt-1 text-xs text-muted">
              CSV UTF-8, up to {L.importBytesMax / 1024 / 1024} MB and{' '}
              {L.importRowsMax.toLocaleString('en-US')} products.
            </p>
            {problem ? (
              <p role="alert" className="mt-3 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
                {problem}
              </p>
            ) : null}
            {busy ? (
              <ImportProgress
                progress={progress}
                what={phase === 'checking' ? 'Checking' : 'Importing'}
              />
            ) : null}
            {file && !busy && phase !== 'done' ? (
              <Button variant="ghost" className="mt-3" onClick={() => void run(file, true)}>
                Check the file again
              </Button>
            ) : null}
          </section>

          {report ? <ImportReport report={report} /> : null}

          {report && phase !== 'done' ? (
            <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
              <h2 className="text-base font-bold text-ink">2. Import</h2>
              <p className="mt-1 text-sm text-muted">
                {report.rowErrors.length > 0
                  ? 'Correct the rows listed above in your spreadsheet, save it as CSV and choose it again.'
                  : toWrite === 0
                    ? 'Nothing to import: every row is the same as in the shop.'
                    : 'All or nothing: if anything has changed since the check, nothing is written.'}
              </p>
              <Button
                className="mt-3"
                disabled={!canImport}
                onClick={() => file && void run(file, false)}
              >
                {report.rowErrors.length > 0
                  ? 'Import products'
                  : `Import ${toWrite} ${toWrite === 1 ? 'product' : 'products'}`}
              </Button>
            </section>
          ) : null}

          {phase === 'done' ? (
            <div className="flex flex-wrap gap-2">
              <Link to="/products" className={buttonClass('primary')}>
                See the products
              </Link>
              <Button
                variant="secondary"
                onClick={() => {
                  setFile(null);
                  setReport(null);
                  setPhase('idle');
                }}
              >
                Import another file
              </Button>
            </div>
          ) : null}
        </div>

        <aside className="space-y-3 rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-stone-200 sm:p-5">
          <h2 className="text-base font-bold text-ink">The file</h2>
          <p className="text-muted">
            The easiest start is the current export: change it in Excel or LibreOffice, save it as
            “CSV UTF-8”, and import it.
          </p>
          <DownloadButton
            download={() => downloadProductsCsv({ status: 'all' })}
            className="w-full"
          >
            Download all products (CSV)
          </DownloadButton>
          <ul className="list-disc space-y-1 pl-5 text-muted">
            <li>
              Columns, in any order:{' '}
              <span className="font-mono text-ink">{PRODUCT_CSV_COLUMNS.join(', ')}</span>. Only{' '}
              {PRODUCT_CSV_OPTIONAL_COLUMNS.map((column, i) => (
                <span key={column}>
                  {i === 0 ? '' : i === PRODUCT_CSV_OPTIONAL_COLUMNS.length - 1 ? ' and ' : ', '}
                  <span className="font-mono text-ink">{column}</span>
                </span>
              ))}{' '}
              may be left out.
            </li>
            <li>A row with an id updates that product; a row without one creates a product.</li>
            <li>
              Sizes and images are separated by{' '}
              <span className="font-mono text-ink">{PRODUCT_CSV_LIST_SEPARATOR}</span>. Images must
              be pictures already on the shop: upload new ones in a product's editor first.
            </li>
            <li>Prices in whole pounds; popular, archived and trackStock are true or false.</li>
            <li>
              productType is{' '}
              <span className="font-mono text-ink">
                {PRODUCT_TYPES.slice(0, -1).join(', ')} or {PRODUCT_TYPES.at(-1)}
              </span>
              ; unit is one of <span className="font-mono text-ink">{UNITS.join(', ')}</span>.
            </li>
            <li>
              category as the admin shows it (
              <span className="font-mono text-ink">Seating Furniture</span>) or as stored.
            </li>
            <li>
              stock lists each size's units in the order of the sizes, separated by{' '}
              <span className="font-mono text-ink">{PRODUCT_CSV_LIST_SEPARATOR}</span> (sizes{' '}
              <span className="font-mono text-ink">50 kg|25 kg</span>, stock{' '}
              <span className="font-mono text-ink">120|40</span>). An import sets these numbers (a
              stock count); an empty stock cell changes nothing. Without the unit and stock columns
              an existing product keeps its own, and a new one is goods per piece, not counted.
              Older files with a <span className="font-mono text-ink">{STOCK_CSV_PREFIX}size</span>{' '}
              column per size are still read.
            </li>
          </ul>
        </aside>
      </div>
    </>
  );
}
