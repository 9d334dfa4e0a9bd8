// Names shared by the global setup (which builds the template) and the test files (which copy it).
export const TEMPLATE_KEYS = {
  pgliteDump: 'pgliteDump',
  pgTemplate: 'pgTemplate',
  adminUrl: 'pgAdminUrl',
} as const;

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
    pgAdminUrl: string;
  }
}

/** Fixed clock for the seed, so dates in assertions never drift. */
export const SEED_NOW = new Date('2026-11-01T09:00:00Z');

/** A URL on the same server, pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
