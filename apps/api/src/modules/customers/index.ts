// What other modules may use of the staff's customer pages: they import it from here, never from the module's
// other files (eslint.config.js, the API's layers).
export { listNewestCustomers } from './admin-service.ts';
