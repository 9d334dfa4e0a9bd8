// What other modules may use of unanswered questions: they import it from here, never from the module's
// other files (eslint.config.js, the API's layers).
export { recordUnanswered } from './question-log.ts';
