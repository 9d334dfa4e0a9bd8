// What other modules may use of stock: they import it from here, never from the module's
// other files (eslint.config.js, the API's layers).
export { lowStock } from './admin-stats.ts';
export { announceBackInStock, notifyBackInStock } from './back-in-stock.ts';
export { stockHistory } from './history.ts';
export { adjustStock, returnStock, setStock, stockLevels, takeStock } from './service.ts';
export type { SizeKey, StockActor, TakeLine } from './service.ts';
