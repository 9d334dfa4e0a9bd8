/**
 * Low-data mode's first view is sent with the page's scripts as data blocks of these types
 * (apps/web/app/lib/deferred-scripts.server.ts), run only at the customer's first tap. The
 * API's content security policy hashes them like any inline script (apps/api/src/plugins/web/
 * csp.ts): the same text runs later.
 */
export const DEFERRED_SCRIPT_TYPES = {
  classic: 'text/x-deferred',
  module: 'text/x-deferred-module',
} as const;
