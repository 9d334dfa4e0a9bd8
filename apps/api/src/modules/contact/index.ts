// What other modules may use of contact messages: they import it from here, never from the module's
// other files (eslint.config.js, the API's layers).
export { unreadMessageCount } from './admin-stats.ts';
