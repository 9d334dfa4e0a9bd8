// CSV as RFC 4180 writes it and Excel reads it: comma-separated cells, CRLF between rows, a cell
// quoted when it holds a comma, a quote or a line break, quotes inside doubled. Small enough to
// own and test here rather than add a dependency for the catalogue's one file format.

/** A byte-order mark first makes Excel read the file as UTF-8 (else it guesses a code page). */
export const UTF8_BOM = '\uFEFF';
const ROW_END = '\r\n';

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

function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** One row, line end included. */
export function csvRow(cells: readonly string[]): string {
  return cells.map(quote).join(',') + ROW_END;
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

/**
 * Every row of the text as its cells. Rows end with CRLF, LF or a lone CR; a final line end adds
 * no empty row. A `"` may only open a cell or, doubled, sit inside a quoted one: anything else is
 * refused with the row it is on, since guessing would shift cells into the wrong columns.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  const n = text.length;
  let row: string[] = [];
  let i = 0;
  if (n === 0) return rows;
  for (;;) {
    const rowNumber = rows.length + 1;
    let cell = '';
    if (text[i] === '"') {
      // A quoted cell runs to the first quote that is not doubled; it may span lines.
      i++;
      for (;;) {
        const close = text.indexOf('"', i);
        if (close < 0) throw new CsvSyntaxError('unclosedQuote', rowNumber);
        cell += text.slice(i, close);
        if (text[close + 1] === '"') {
          cell += '"';
          i = close + 2;
          continue;
        }
        i = close + 1;
        break;
      }
      if (i < n && !isCellEnd(text[i]!)) throw new CsvSyntaxError('strayQuote', rowNumber);
    } else {
      const start = i;
      while (i < n && !isCellEnd(text[i]!)) {
        if (text[i] === '"') throw new CsvSyntaxError('strayQuote', rowNumber);
        i++;
      }
      cell = text.slice(start, i);
    }
    row.push(cell);
    if (i >= n) {
      rows.push(row);
      return rows;
    }
    if (text[i] === ',') {
      i++;
      continue;
    }
    // A line end: CRLF counts once.
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    rows.push(row);
    row = [];
    if (i >= n) return rows;
  }
}

function isCellEnd(c: string): boolean {
  return c === ',' || c === '\r' || c === '\n';
}
