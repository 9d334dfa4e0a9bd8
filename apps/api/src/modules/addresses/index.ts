// What other modules may use of saved addresses: they import it from here, never from the
// module's other files (eslint.config.js, the API's layers).
export { rememberOrderAddress } from './service.ts';
