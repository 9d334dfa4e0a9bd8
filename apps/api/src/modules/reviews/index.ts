// What other modules may use of reviews: they import it from here, never from the module's
// other files (eslint.config.js, the API's layers).
export { pendingReviewCount, reviewsOfCustomer } from './admin-stats.ts';
