// Every message the admin site's products API and form show: refusals of a field, of a picture,
// of a CSV file or row, and the import's report.
import { CATEGORIES, CATEGORY_LABELS } from './categories.ts';
import { formatPrice } from './price.ts';
import {
  MEASUREMENT_MAX,
  PRODUCT_TYPES,
  STOCK_CSV_PREFIX,
  STOCK_MAX,
  UNITS,
} from './stock-rules.ts';
import { ADMIN_PRODUCT_LIMITS, PRODUCT_IMAGE_FIELD } from './admin-product-limits.ts';
import { PRODUCT_CSV_COLUMNS } from './admin-product-csv.ts';

const L = ADMIN_PRODUCT_LIMITS;

/** The answer for an archived product: its page (410) and a cart, review or favourite (404). */
export const ARCHIVED_PRODUCT_MESSAGE =
  'This product is no longer sold. Have a look at our other products.';

const ordinal = (i: number) => i + 1;
const rowsHave = (rows: number) => (rows === 1 ? '1 row has' : `${rows} rows have`);
interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}
const countsText = (c: ImportCounts, would: string) =>
  `${c.created} ${would}created, ${c.updated} ${would}updated, ${c.unchanged} unchanged`;

export const ADMIN_PRODUCT_MESSAGES = {
  nameRequired: 'Enter the product name.',
  nameTooLong: `The name can have at most ${L.nameMax} characters.`,
  descriptionRequired: 'Enter a description.',
  descriptionTooLong: `The description can have at most ${L.descriptionMax.toLocaleString('en-US')} characters.`,
  priceNumber: 'Enter the price as a whole number of South Sudanese pounds, e.g. 1500000.',
  priceWhole: 'The price must be a whole number of pounds, without cents.',
  pricePositive: 'The price must be more than SSP 0.',
  priceTooHigh: `The price can be at most ${formatPrice(L.priceMax)}.`,
  categoryRequired: 'Choose a category.',
  categoryUnknown: 'Choose a category from the list.',
  subCategoryRequired: 'Choose a subcategory.',
  subCategoryUnknown: (category: keyof typeof CATEGORIES) =>
    `Choose a subcategory of ${CATEGORY_LABELS[category]}: ${CATEGORIES[category].join(', ')}.`,
  sizesList: 'Sizes must be a list of texts.',
  tooManySizes: `A product can have at most ${L.sizesMax} sizes.`,
  sizeText: 'Each size must be a text.',
  sizeEmpty: (i: number) => `Size ${ordinal(i)} is empty.`,
  sizeTooLong: (i: number) => `Size ${ordinal(i)} can have at most ${L.sizeMax} characters.`,
  sizeTwice: (size: string) => `The size "${size}" is listed twice.`,
  popularYesNo: 'Popular must be yes or no.',
  imagesList: 'Images must be a list of picture addresses.',
  imagesRequired: 'Add at least one picture.',
  tooManyImages: `A product can have at most ${L.imagesMax} pictures.`,
  imageNotOurs: (i: number) =>
    `Picture ${ordinal(i)} must be a picture uploaded to this shop (upload it first).`,
  imageTwice: (i: number, first: number) =>
    `Picture ${ordinal(i)} is the same as picture ${ordinal(first)}.`,
  /** The URL has the right form but no such upload or product picture exists. */
  imageUnknown: (i: number) => `Picture ${ordinal(i)} was not found on this shop. Upload it again.`,
  updatedAtNumber: 'updatedAt must be the time in milliseconds the product was read.',
  productTypeUnknown: `Choose how the product is counted: ${PRODUCT_TYPES.join(', ')}.`,
  measurementText: 'The measurement must be a text, e.g. 50 kg.',
  measurementTooLong: `The measurement can have at most ${MEASUREMENT_MAX} characters.`,
  unitUnknown: `Choose a unit from the list: ${UNITS.join(', ')}.`,
  trackStockYesNo: 'Track stock must be yes or no.',
  stockList: 'Stock must list the units in stock of each size.',
  stockNumber: (size: string) =>
    `The stock of size ${size} must be a whole number from 0 to ${STOCK_MAX.toLocaleString('en-US')}.`,
  stockUnknownSize: (size: string) =>
    `There is no size "${size}" to hold stock. Add the size, or remove its stock.`,
  stockListCount: (sizes: number) =>
    `List the stock of each size in the order of the sizes, separated by |: ${sizes} ${sizes === 1 ? 'number' : 'numbers'}.`,
  stockBothWays: `Give the stock either in the stock column or in ${STOCK_CSV_PREFIX}<size> columns, not both.`,
  // Per size (decision 0074). Each names its size as `size "..."`, so the form can put the message
  // beside that size's field (sizeOfMessage).
  sizeValuesList: (what: string) => `${what} must map each size to its value.`,
  sizeValueUnknownSize: (what: string, size: string) =>
    `There is no size "${size}" to have a ${what}. Add the size, or remove its ${what}.`,
  sizePriceNumber: (size: string) =>
    `The price of size "${size}" must be a whole number of pounds, e.g. 1500000, or empty for the product's price.`,
  sizePricePositive: (size: string) => `The price of size "${size}" must be more than SSP 0.`,
  sizePriceTooHigh: (size: string) =>
    `The price of size "${size}" can be at most ${formatPrice(L.priceMax)}.`,
  sizeCostNumber: (size: string) =>
    `The cost price of size "${size}" must be a whole number of pounds, e.g. 950000, or empty.`,
  sizeCostNegative: (size: string) => `The cost price of size "${size}" cannot be negative.`,
  sizeCostTooHigh: (size: string) =>
    `The cost price of size "${size}" can be at most ${formatPrice(L.priceMax)}.`,
  skuText: (size: string) => `The SKU of size "${size}" must be a text.`,
  skuTooLong: (size: string) =>
    `The SKU of size "${size}" can have at most ${L.skuMax} characters.`,
  skuCharacters: (size: string) =>
    `The SKU of size "${size}" cannot hold "|" or invisible characters.`,
  skuTwice: (sku: string, size: string, other: string) =>
    `The SKU "${sku}" of size "${size}" is also given to size "${other}". Each size needs its own.`,
  skuTaken: (sku: string, size: string, product: string, itsSize: string) =>
    `The SKU "${sku}" of size "${size}" is already used by ${product} (size "${itsSize}"). Each size needs its own.`,
  skuInRow: (sku: string, size: string, row: number) =>
    `The SKU "${sku}" of size "${size}" is also given by row ${row}. Each size needs its own.`,
  skuTakenMeanwhile:
    'Another product was given one of these SKUs while you saved. Check the SKUs and save again.',
  sizeValuesCount: (what: string, sizes: number) =>
    `List the ${what} of each size in the order of the sizes, separated by |: ${sizes} ${sizes === 1 ? 'item' : 'items'} (leave an item empty for none).`,
  stockUntracked:
    'This product does not track its stock: set trackStock to true to keep these units, or leave its stock cells empty.',

  created: 'Product created.',
  updated: 'Product saved.',
  archived: 'Product archived: it no longer appears in the shop.',
  restored: 'Product restored: it appears in the shop again.',
  notFound: 'Product not found.',
  alreadyArchived: 'This product is already archived.',
  notArchived: 'This product is not archived.',
  changedMeanwhile:
    'Someone else saved this product after you opened it. Reload it to see their changes, then make yours again.',

  imageMissing: `Choose a picture to upload (form field "${PRODUCT_IMAGE_FIELD}").`,
  imageNotAnImage: 'Please upload a JPG, PNG, WebP, GIF or AVIF picture.',
  imageTooLarge: `The picture is larger than ${L.imageBytesMax / 1024 / 1024} MB. Please choose a smaller one.`,
  imageTooSmall: `The picture is too small: its longer side must be at least ${L.imageSideMin} pixels.`,

  csvWrongType: 'Send the CSV file as text/csv.',
  csvTooLarge: `The CSV file is larger than ${L.importBytesMax / 1024 / 1024} MB. Split it into smaller files.`,
  csvNotUtf8:
    'The file is not UTF-8 text. In Excel, save it as "CSV UTF-8 (Comma delimited)" and try again.',
  csvEmpty: 'The file is empty: it needs a header row and at least one product.',
  csvNoRows: 'The file has a header row but no products.',
  csvUnclosedQuote: (row: number) =>
    `Row ${row}: a quoted cell is never closed (a " is missing). Nothing was imported.`,
  csvStrayQuote: (row: number) =>
    `Row ${row}: a cell has a " in the middle of unquoted text. Put the whole cell in quotes and double the inner quotes (""). Nothing was imported.`,
  csvTooManyRows: (rows: number) =>
    `The file has ${rows.toLocaleString('en-US')} products; at most ${L.importRowsMax.toLocaleString('en-US')} can be imported at once. Split it into smaller files.`,
  csvUnknownColumn: (name: string) =>
    `Unknown column "${name}". The columns are: ${PRODUCT_CSV_COLUMNS.join(', ')}.`,
  csvMissingColumn: (name: string) => `The column "${name}" is missing.`,
  csvColumnTwice: (name: string) => `The column "${name}" appears twice.`,
  csvCellCount: (cells: number, columns: number) =>
    `This row has ${cells} cells but the header has ${columns} columns.`,
  csvBadId: 'This id is not a product id. Leave it empty to create a new product.',
  csvNoSuchProduct: 'No product has this id. Leave it empty to create a new product.',
  csvIdTwice: (row: number) => `This product is already changed by row ${row}.`,
  csvYesNo: (column: string) => `${column} must be true or false (or yes/no, 1/0).`,
  csvNulCharacter:
    'This cell holds a NUL character (invisible), which cannot be stored. Delete it in the spreadsheet and save the file again.',
  importFailed: (rows: number) =>
    `Nothing was imported: ${rowsHave(rows)} errors. Correct them and import the file again.`,
  /** The database refused a write that the checks let through: every change was undone. */
  importWriteFailed:
    'Nothing was imported: the database refused a row while the file was being written, so every change was undone. Check the file for unusual values and import it again.',
  dryRunFailed: (rows: number) =>
    `Dry run: ${rowsHave(rows)} errors. Correct them before importing; nothing was written.`,
  dryRunPassed: (counts: ImportCounts) =>
    `Dry run: ${countsText(counts, 'would be ')}. Nothing was written yet.`,
  imported: (counts: ImportCounts) => `Imported: ${countsText(counts, '')}.`,
} as const;
