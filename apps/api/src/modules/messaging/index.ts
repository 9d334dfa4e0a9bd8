// What other modules may use of the text messages' outbox: they import it from here, never from
// the module's other files (eslint.config.js, the API's layers).
export type { OrderTextEvent, TextOutbox } from './plugin.ts';
