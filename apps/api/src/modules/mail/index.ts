// What other modules may use of the mail outbox: they import it from here, never from the module's
// other files (eslint.config.js, the API's layers).
export type { MailMessage, MailOutbox, RefusalListener, RefusedMail } from './outbox.ts';
export { retryFailed } from './retry-failed.ts';
