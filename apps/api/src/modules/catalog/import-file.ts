// Reading a products CSV: the file's bytes to rows checked by the product form's own schema, with
// every problem named by row and column as a spreadsheet numbers them. Nothing here touches the
// database; import-rows.ts plans and writes what the rows ask.
import {
  ADMIN_PRODUCT_LIMITS,
  ADMIN_PRODUCT_MESSAGES as M,
  CATEGORY_LABELS,
  CATEGORY_NAMES,
  isId,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_LIST_SEPARATOR,
  PRODUCT_CSV_OPTIONAL_COLUMNS,
  productInputSchema,
  sizesOf,
  STOCK_CSV_PREFIX,
  STOCK_MAX,
  type ImportRowError,
  type ProductCsvColumn,
  type ProductFields,
} from '@shop/contracts';
import { AppError } from '../../lib/app-error.ts';
import { CsvSyntaxError, parseCsv, unguardFormula } from '../../lib/csv.ts';

/** The unit columns a file may leave out or leave empty: an existing product keeps its own. */
export type UnitColumn = 'productType' | 'measurement' | 'unit' | 'trackStock';
/** The sizes' own values (decision 0074): a file without the column leaves a product's as they are. */
export type SizeValueColumn = 'sizePrices' | 'sizeSkus' | 'sizeCosts';
const SIZE_VALUE_COLUMNS: Record<SizeValueColumn, string> = {
  sizePrices: 'prices',
  sizeSkus: 'SKUs',
  sizeCosts: 'cost prices',
};

/** A product row that passed the form's schema: what it would create or change. */
export interface ValidRow {
  row: number;
  id: string | null;
  /** As the row says; `plan` fills in what it leaves unsaid and the stock of every size. */
  fields: ProductFields;
  /** Only when the cell says so; an empty cell leaves the archive state as it is. */
  archived: boolean | undefined;
  /**
   * Unit columns the row does not say (no column, or an empty cell), and size value columns the
   * file does not have.
   */
  unsaid: (UnitColumn | SizeValueColumn)[];
  /** Units of the sizes whose stock the row gives; an empty cell or item says nothing. */
  stock: Record<string, number>;
  /** The column a stock problem is named by: the `stock` list's, or the size's own (older files). */
  stockField: (size: string) => string;
}

function decode(body: Buffer): string {
  try {
    // fatal: Windows-1252 from Excel's plain "CSV" is refused instead of read as mojibake.
    // The decoder drops a byte-order mark.
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw new AppError('BAD_REQUEST', M.csvNotUtf8);
  }
}

function parse(text: string): string[][] {
  try {
    return parseCsv(text);
  } catch (err) {
    if (err instanceof CsvSyntaxError) {
      throw new AppError(
        'BAD_REQUEST',
        err.problem === 'unclosedQuote' ? M.csvUnclosedQuote(err.row) : M.csvStrayQuote(err.row),
      );
    }
    throw err;
  }
}

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

/** Where each known column is; problems with the header are errors of row 1. */
function readHeader(cells: string[], errors: ImportRowError[]) {
  const at = new Map<ProductCsvColumn, number>();
  /** The `stock:<size>` columns, by size. */
  const stockAt = new Map<string, number>();
  cells.forEach((raw, i) => {
    const name = raw.trim();
    const size = name.startsWith(STOCK_CSV_PREFIX)
      ? name.slice(STOCK_CSV_PREFIX.length).trim()
      : '';
    if (size) {
      if (stockAt.has(size)) errors.push({ row: 1, field: name, message: M.csvColumnTwice(name) });
      else stockAt.set(size, i);
    } else if (!(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name)) {
      errors.push({ row: 1, field: name || null, message: M.csvUnknownColumn(name) });
    } else if (at.has(name as ProductCsvColumn)) {
      errors.push({ row: 1, field: name, message: M.csvColumnTwice(name) });
    } else {
      at.set(name as ProductCsvColumn, i);
    }
  });
  for (const column of PRODUCT_CSV_COLUMNS) {
    if (!at.has(column) && !PRODUCT_CSV_OPTIONAL_COLUMNS.includes(column)) {
      errors.push({ row: 1, field: column, message: M.csvMissingColumn(column) });
    }
  }
  if (at.has('stock') && stockAt.size) {
    errors.push({ row: 1, field: 'stock', message: M.stockBothWays });
  }
  return { at, stockAt };
}

const list = (cell: string) =>
  cell
    .split(PRODUCT_CSV_LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * A price as a spreadsheet may write it: 1500000, 1,500,000 or 1500000.00. Anything else goes to
 * the schema as it is, which answers with the form's own message.
 */
function priceOf(cell: string): unknown {
  const text = cell.trim();
  if (text === '') return undefined;
  if (/^\d{1,3}(,\d{3})+(\.0+)?$/.test(text) || /^\d+(\.0+)?$/.test(text)) {
    return Number(text.replace(/,/g, '').replace(/\.0+$/, ''));
  }
  const number = Number(text);
  return Number.isFinite(number) ? number : text;
}

const YES = ['true', 'yes', '1'];
const NO = ['false', 'no', '0'];

/** Yes or no; empty is `empty`; anything else comes back as the text, for the schema to refuse. */
function yesNo(cell: string, empty: boolean | undefined): boolean | undefined | string {
  const text = cell.trim().toLowerCase();
  if (text === '') return empty;
  if (YES.includes(text)) return true;
  if (NO.includes(text)) return false;
  return cell;
}

/** Units in stock as a spreadsheet may write them (12, 1,200, 12.0), or null. */
function unitsOf(cell: string): number | null {
  const text = cell.trim();
  if (!/^\d{1,3}(,\d{3})+(\.0+)?$/.test(text) && !/^\d+(\.0+)?$/.test(text)) return null;
  const units = Number(text.replace(/,/g, '').replace(/\.0+$/, ''));
  return units <= STOCK_MAX ? units : null;
}

/** A size's units as a cell holds them: none (empty), a number, or an error of `field`. */
function readUnits(
  row: number,
  text: string,
  size: string,
  field: string,
  errors: ImportRowError[],
): number | undefined {
  if (text === '') return undefined;
  const units = unitsOf(text);
  if (units === null) errors.push({ row, field, message: M.stockNumber(size) });
  return units ?? undefined;
}

/**
 * The stock the row gives, by size. The `stock` cell lists one number per size, in the order of
 * `sizes` ("120|0|35"; an empty item leaves that size as it is). Older files hold a
 * `stock:<size>` column per size: a number for a size the product does not have is an error of
 * its column.
 */
function readStock(
  row: number,
  cells: string[],
  header: ReturnType<typeof readHeader>,
  sizes: string[],
  errors: ImportRowError[],
): Record<string, number> {
  const stock: Record<string, number> = {};
  const listAt = header.at.get('stock');
  if (listAt !== undefined) {
    const text = cells[listAt]?.trim() ?? '';
    if (text === '') return stock;
    const items = text.split(PRODUCT_CSV_LIST_SEPARATOR).map((item) => item.trim());
    if (items.length !== sizes.length) {
      errors.push({ row, field: 'stock', message: M.stockListCount(sizes.length) });
      return stock;
    }
    sizes.forEach((size, i) => {
      const units = readUnits(row, items[i]!, size, 'stock', errors);
      if (units !== undefined) stock[size] = units;
    });
    return stock;
  }
  for (const [size, i] of header.stockAt) {
    const text = cells[i]?.trim() ?? '';
    const field = STOCK_CSV_PREFIX + size;
    if (text !== '' && !sizes.includes(size)) {
      errors.push({ row, field, message: M.stockUnknownSize(size) });
      continue;
    }
    const units = readUnits(row, text, size, field, errors);
    if (units !== undefined) stock[size] = units;
  }
  return stock;
}

/**
 * The sizes' own prices, SKUs and costs the row gives, by column: each cell lists one item per
 * size in the order of `sizes`, an empty item for a size without one ("|1950000"); an empty cell
 * gives none to any size. A column the file lacks is `unsaid`.
 */
function readSizeValues(
  row: number,
  cell: (column: ProductCsvColumn) => string,
  header: ReturnType<typeof readHeader>,
  sizes: string[],
  errors: ImportRowError[],
) {
  const values: Partial<Record<SizeValueColumn, Record<string, unknown>>> = {};
  const unsaid: SizeValueColumn[] = [];
  for (const [column, what] of Object.entries(SIZE_VALUE_COLUMNS) as [SizeValueColumn, string][]) {
    if (!header.at.has(column)) {
      unsaid.push(column);
      continue;
    }
    const text = cell(column).trim();
    if (text === '') {
      values[column] = {};
      continue;
    }
    const items = text.split(PRODUCT_CSV_LIST_SEPARATOR).map((item) => item.trim());
    if (items.length !== sizes.length) {
      errors.push({ row, field: column, message: M.sizeValuesCount(what, sizes.length) });
      continue;
    }
    // The schema checks each item (a price that is no number comes to it as its text).
    values[column] = Object.fromEntries(
      sizes.map((size, i) => [size, column === 'sizeSkus' ? items[i] : priceOf(items[i]!)]),
    );
  }
  return { values, unsaid };
}

/** A category as staff read it ("Seating Furniture") or as stored, any case; else as written. */
function categoryOf(cell: string): string {
  const text = cell.trim().toLowerCase();
  return (
    CATEGORY_NAMES.find(
      (name) => name.toLowerCase() === text || CATEGORY_LABELS[name].toLowerCase() === text,
    ) ?? cell
  );
}

/** One data row through the same schema as the product form. */
function readRow(
  row: number,
  cells: string[],
  header: ReturnType<typeof readHeader>,
  errors: ImportRowError[],
): ValidRow | null {
  const { at, stockAt } = header;
  const cell = (column: ProductCsvColumn) => {
    const i = at.get(column);
    return i === undefined ? '' : unguardFormula(cells[i] ?? '');
  };
  const before = errors.length;

  // PostgreSQL stores no NUL in text: the row is refused here, with its cell, not by the write.
  const columns = [
    ...at,
    ...[...stockAt].map(([size, i]) => [STOCK_CSV_PREFIX + size, i] as const),
  ];
  for (const [column, i] of columns) {
    if (cells[i]?.includes('\u0000')) {
      errors.push({ row, field: column, message: M.csvNulCharacter });
    }
  }
  const idText = cell('id').trim();
  if (idText && !isId(idText)) errors.push({ row, field: 'id', message: M.csvBadId });
  const archived = yesNo(cell('archived'), undefined);
  if (typeof archived === 'string') {
    errors.push({ row, field: 'archived', message: M.csvYesNo('archived') });
  }
  // An empty unit cell says nothing (the product keeps its own, a new one gets the form's
  // default), except the measurement's when its column is there: empty is a measurement too.
  const units: Partial<Record<UnitColumn, unknown>> = {};
  const unsaid: ValidRow['unsaid'] = [];
  const productType = cell('productType').trim().toLowerCase();
  if (productType) units.productType = productType;
  else unsaid.push('productType');
  if (at.has('measurement')) units.measurement = cell('measurement');
  else unsaid.push('measurement');
  const unit = cell('unit').trim().toLowerCase();
  if (unit) units.unit = unit;
  else unsaid.push('unit');
  const trackStock = yesNo(cell('trackStock'), undefined);
  if (typeof trackStock === 'string') {
    errors.push({ row, field: 'trackStock', message: M.csvYesNo('trackStock') });
  } else if (trackStock === undefined) unsaid.push('trackStock');
  else units.trackStock = trackStock;

  const sizes = list(cell('sizes'));
  const stock = readStock(row, cells, header, sizesOf(sizes), errors);
  const sizeValues = readSizeValues(row, cell, header, sizesOf(sizes), errors);
  unsaid.push(...sizeValues.unsaid);
  const parsed = productInputSchema.safeParse({
    name: cell('name'),
    description: cell('description'),
    price: priceOf(cell('price')),
    category: categoryOf(cell('category')),
    subCategory: cell('subCategory'),
    sizes,
    popular: yesNo(cell('popular'), false),
    images: list(cell('images')),
    ...units,
    ...sizeValues.values,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      errors.push({ row, field: String(issue.path[0] ?? '') || null, message: issue.message });
    }
  }
  if (errors.length > before || !parsed.success || typeof archived === 'string') return null;
  return {
    row,
    id: idText ? idText.toLowerCase() : null,
    fields: parsed.data,
    archived,
    unsaid,
    stock,
    stockField: (size) => (at.has('stock') ? 'stock' : STOCK_CSV_PREFIX + size),
  };
}

/** The file's product rows, numbered as a spreadsheet shows them (the header is row 1). */
export function readFile(body: Buffer) {
  return readProductRecords(parse(decode(body)));
}

/**
 * Product rows already split into cells, the header first (a CSV file as parsed, or the demo
 * catalogue's rows), checked as an uploaded file is: numbered as a spreadsheet shows them.
 */
export function readProductRecords(records: string[][]) {
  const first = records.findIndex((cells) => !isBlank(cells));
  if (first < 0) throw new AppError('BAD_REQUEST', M.csvEmpty);
  const errors: ImportRowError[] = [];
  const header = records[first]!;
  const columns = readHeader(header, errors);
  const data = records
    .map((cells, i) => ({ row: i + 1, cells }))
    .slice(first + 1)
    .filter((r) => !isBlank(r.cells));
  if (!data.length) throw new AppError('BAD_REQUEST', M.csvNoRows);
  if (data.length > ADMIN_PRODUCT_LIMITS.importRowsMax) {
    throw new AppError('BAD_REQUEST', M.csvTooManyRows(data.length));
  }
  // Without a usable header no cell can be read for what it is.
  if (errors.length) return { rows: [], errors };

  const rows: ValidRow[] = [];
  const seenIds = new Map<string, number>();
  for (const { row, cells } of data) {
    if (cells.length !== header.length) {
      errors.push({ row, field: null, message: M.csvCellCount(cells.length, header.length) });
      continue;
    }
    const valid = readRow(row, cells, columns, errors);
    if (!valid) continue;
    if (valid.id) {
      const earlier = seenIds.get(valid.id);
      if (earlier !== undefined) {
        errors.push({ row, field: 'id', message: M.csvIdTwice(earlier) });
        continue;
      }
      seenIds.set(valid.id, row);
    }
    rows.push(valid);
  }
  return { rows, errors };
}
