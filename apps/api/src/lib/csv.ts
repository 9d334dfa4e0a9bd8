// CSV as RFC 4180 writes it and Excel reads it, through csv-parse and csv-stringify: comma-separated
// cells, CRLF between rows, a cell quoted when it holds a comma, a quote or a line break, quotes
// inside doubled. This module adds what the staff's exports and imports need on top (products,
// newsletter subscribers): the formula guard and the row a syntax error is on.
import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/** A byte-order mark first makes Excel read the file as UTF-8 (else it guesses a code page). */
export const UTF8_BOM = '\uFEFF';

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return) as a formula, so
 * a product named "=HYPERLINK(...)" would become a live link in the exported file (OWASP "CSV
 * injection"). Such cells are written with a leading apostrophe, which Excel shows as text; a
 * cell already starting with apostrophes before one of those characters gets one more, so
 * `unguardFormula` restores every value exactly.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

export function guardFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

export function unguardFormula(cell: string): string {
  return /^'+[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** Rows, each ending with CRLF. csv-stringify quotes only at a comma or quote by itself. */
export function csvRows(rows: readonly (readonly string[])[]): string {
  return stringify(rows as string[][], { record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}

/** One row, line end included. */
export function csvRow(cells: readonly string[]): string {
  return csvRows([cells]);
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly problem: 'unclosedQuote' | 'strayQuote',
    /** 1-based row (record) number where the problem is; a quoted cell may span lines. */
    readonly row: number,
  ) {
    super(`${problem} at row ${row}`);
  }
}

const PROBLEM_OF_CODE: Partial<Record<string, CsvSyntaxError['problem']>> = {
  CSV_QUOTE_NOT_CLOSED: 'unclosedQuote',
  CSV_INVALID_CLOSING_QUOTE: 'strayQuote',
  INVALID_OPENING_QUOTE: 'strayQuote',
};

/**
 * Every row of the text as its cells. Rows end with CRLF, LF or a lone CR; a final line end adds
 * no empty row, and rows may have any number of cells (the import counts them itself). A `"` may
 * only open a cell or, doubled, sit inside a quoted one: anything else is refused with the row it
 * is on, since guessing would shift cells into the wrong columns.
 */
export function parseCsv(text: string): string[][] {
  try {
    return parse(text, {
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
    });
  } catch (err) {
    const problem = err instanceof CsvError ? PROBLEM_OF_CODE[err.code] : undefined;
    // `records` counts the rows read whole before the one at fault.
    if (problem) throw new CsvSyntaxError(problem, Number((err as CsvError).records) + 1);
    throw err;
  }
}

/** How many rows an export reads from the database at a time. */
const EXPORT_PAGE = 1000;

/**
 * A staff export as a CSV stream: the BOM and the header, then the rows read a page at a time
 * after the last one's id (`page(afterId, size)`), so a list of 100,000 rows never sits in memory
 * at once. `cells` gives a row's cells in the header's order, before the formula guard.
 */
export function csvExport<Row extends { id: string }>(
  header: readonly string[],
  page: (afterId: string | null, size: number) => Promise<Row[]>,
  cells: (row: Row) => string[],
): Readable {
  async function* lines() {
    yield UTF8_BOM + csvRow(header);
    let afterId: string | null = null;
    for (;;) {
      const rows: Row[] = await page(afterId, EXPORT_PAGE);
      if (rows.length) yield csvRows(rows.map((row) => cells(row).map(guardFormula)));
      if (rows.length < EXPORT_PAGE) return;
      afterId = rows[rows.length - 1]!.id;
    }
  }
  return Readable.from(lines());
}

/** `products-2026-11-01.csv`: the day of the export, so saved files sort and do not clash. */
export function datedCsvName(prefix: string, now = new Date()): string {
  return `${prefix}-${now.toISOString().slice(0, 10)}.csv`;
}
