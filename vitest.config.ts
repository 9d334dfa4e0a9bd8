import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The storefront's own import prefix (apps/web/tsconfig.json).
const webAlias = { '~': fileURLToPath(new URL('apps/web/app', import.meta.url)) };

// React components in a DOM (happy-dom) with Testing Library: `*.dom.test.tsx` beside the code.
// The node projects take `*.test.ts` only, so no file runs twice.
const dom = (name: string, include: string) => ({
  name,
  include: [include],
  environment: 'happy-dom' as const,
  setupFiles: ['packages/ui/src/test/dom-setup.ts'],
  // Above the setup's 10 s wait for an element, so a missing one fails with its own message.
  testTimeout: 30_000,
});

// One run covers every workspace. The API project opens a PGlite (~500 MB each) or a PostgreSQL
// database per test file, so workers are capped (2 cores here).
export default defineConfig({
  test: {
    maxWorkers: 2,
    // The default report, and a line counting the API proofs skipped without PostgreSQL or Redis.
    reporters: ['default', './apps/api/src/test/skipped-proofs-reporter.ts'],
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'assistant',
          include: ['packages/assistant/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          pool: 'forks',
          // Each file builds its own app on its own database copy (src/test/), so files share
          // nothing a fresh module graph would reset; importing that graph once per worker
          // instead of once per file takes the run from about 6 to about 4 minutes on 2 cores.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.ts'],
          environment: 'node',
        },
        resolve: { alias: webAlias },
      },
      {
        test: {
          name: 'admin',
          include: ['apps/admin/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      { test: dom('ui-dom', 'packages/ui/src/**/*.dom.test.tsx') },
      { test: dom('web-dom', 'apps/web/app/**/*.dom.test.tsx'), resolve: { alias: webAlias } },
      { test: dom('admin-dom', 'apps/admin/src/**/*.dom.test.tsx') },
    ],
  },
});
