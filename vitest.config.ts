import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The storefront's own import prefix (apps/web/tsconfig.json).
const webAlias = { '~': fileURLToPath(new URL('apps/web/app', import.meta.url)) };

// Plain modules in Node. A test's time limit guards against a hung test, never measures one:
// Vitest's default of 5 s failed the sitemap's test of 120,000 products on a machine running
// three CI runs at once (docs/flakes.md), so every project has the API's 30 s.
const TEST_TIMEOUT_MS = 30_000;
const node = (name: string, include: string) => ({
  name,
  include: [include],
  environment: 'node' as const,
  testTimeout: TEST_TIMEOUT_MS,
});

// React components in a DOM (happy-dom) with Testing Library: `*.dom.test.tsx` beside the code.
// The node projects take `*.test.ts` only, so no file runs twice.
const dom = (name: string, include: string) => ({
  name,
  include: [include],
  environment: 'happy-dom' as const,
  setupFiles: ['packages/ui/src/test/dom-setup.ts'],
  // Above the setup's 10 s wait for an element, so a missing one fails with its own message.
  testTimeout: TEST_TIMEOUT_MS,
});

// One run covers every workspace. The API project opens a PGlite (~500 MB each) or a PostgreSQL
// database per test file, so workers are capped (2 cores here).
export default defineConfig({
  test: {
    maxWorkers: 2,
    // The default report, and a line counting the API proofs skipped without PostgreSQL or Redis.
    reporters: ['default', './apps/api/src/test/skipped-proofs-reporter.ts'],
    projects: [
      { test: node('contracts', 'packages/contracts/src/**/*.test.ts') },
      { test: node('assistant', 'packages/assistant/src/**/*.test.ts') },
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
          testTimeout: TEST_TIMEOUT_MS,
          hookTimeout: 60_000,
        },
      },
      { test: node('web', 'apps/web/app/**/*.test.ts'), resolve: { alias: webAlias } },
      { test: node('admin', 'apps/admin/src/**/*.test.ts') },
      { test: dom('ui-dom', 'packages/ui/src/**/*.dom.test.tsx') },
      { test: dom('web-dom', 'apps/web/app/**/*.dom.test.tsx'), resolve: { alias: webAlias } },
      { test: dom('admin-dom', 'apps/admin/src/**/*.dom.test.tsx') },
    ],
  },
});
