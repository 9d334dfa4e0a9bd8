// What other modules may use of the catalogue: they import it from here, never from the module's
// other files (eslint.config.js, the API's layers).
export { countCacheOf } from './count-cache.ts';
export type { CountCache } from './count-cache.ts';
export { toProduct } from './product-mapper.ts';
export { lockProduct, setProductRating } from './product-rating.ts';
export {
  findOrderableProducts,
  findProductById,
  inPlace,
  priceFromColumn,
  shownColumns,
  sizePricesColumn,
} from './queries.ts';
export { readProductRecords } from './import-file.ts';
export { seedProducts, SeedRowsRefused } from './seed-import.ts';
export { readWord } from './search/catalogue-words.ts';
