// What other modules may use of the shop settings: they import it from here, never from the module's
// other files (eslint.config.js, the API's layers).
export { getShopSettings } from './service.ts';
