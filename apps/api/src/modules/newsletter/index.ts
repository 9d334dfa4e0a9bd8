// What other modules may use of the newsletter: they import it from here, never from the module's
// other files (eslint.config.js, the API's layers).
export { lastCampaign, subscriberCounts } from './admin-stats.ts';
