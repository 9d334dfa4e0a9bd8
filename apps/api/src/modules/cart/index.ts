// What other modules may use of carts: they import it from here, never from the module's
// other files (eslint.config.js, the API's layers).
export { clearCart, getCart } from './service.ts';
