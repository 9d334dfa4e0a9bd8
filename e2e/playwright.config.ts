import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { freePort } from './free-port';

// The whole shop as `npm start` runs it, on a fresh data directory, in Debian's Chromium
// (never a downloaded browser). Ports are free ones the system gives (E2E_PORT and
// E2E_SMTP_PORT choose them). The main process picks them; its workers load this file again and
// find them in the environment they inherit.
process.env.E2E_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `shop-e2e-${process.pid}`);
// The teardown (same process) removes it.
process.env.E2E_DATA_DIR = dataDir;
// A real SMTP receiver (mail-receiver.ts): the API sends its e-mails there and the tests read
// them from this folder.
process.env.E2E_SMTP_PORT ??= freePort();
const smtpPort = Number(process.env.E2E_SMTP_PORT);
// The shop's address for helpers that call it outside a test's request context (captured-mail.ts).
process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
process.env.E2E_MAIL_DIR ??= `${dataDir}-mail`;
// The fake SMS gateway (text-gateways.ts) and the credentials the shop calls it with.
process.env.E2E_SMS_PORT ??= freePort();
process.env.E2E_SMS_DIR ??= `${dataDir}-sms`;
process.env.E2E_SMS_ACCOUNT_SID ??= 'AC0e2e0000000000000000000000000000';
process.env.E2E_SMS_AUTH_TOKEN ??= 'e2e-sms-auth-token';
// The fake WhatsApp Cloud API beside it (text-gateways.ts starts both).
process.env.E2E_WHATSAPP_PORT ??= freePort();
process.env.E2E_WHATSAPP_DIR ??= `${dataDir}-whatsapp`;
process.env.E2E_WHATSAPP_PHONE_NUMBER_ID ??= '100000000211';
process.env.E2E_WHATSAPP_ACCESS_TOKEN ??= 'e2e-whatsapp-access-token';
process.env.E2E_WHATSAPP_APP_SECRET ??= 'e2e-whatsapp-app-secret';
process.env.E2E_WHATSAPP_VERIFY_TOKEN ??= 'e2e-whatsapp-verify-token';
// Finished demo pictures shared by every shop the run starts (e2e/run-projects.mjs shares one
// folder across its projects); drawing them is most of a fresh shop's start.
process.env.DEMO_ART_CACHE_DIR ??= `${dataDir}-art`;
// A known administrator (created at the shop's first start, apps/api/src/modules/users/
// admin-bootstrap.ts), so tests can sign in through POST /api/user/admin and moderate.
process.env.E2E_ADMIN_EMAIL ??= 'e2e-admin@example.com';
process.env.E2E_ADMIN_PASSWORD ??= 'e2e-admin-password-42';

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A safety net for a hung test, not a measure of speed: on CI's two cores, two workers, their
  // browsers and the shop share the machine, and long stories (checkout with axe, sign-up to
  // sign-in) came within a second of 30 s with every step passing.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  globalSetup: ['./mail-receiver.ts', './text-gateways.ts'],
  globalTeardown: './global-teardown.ts',
  // Tests that change what every shopper sees run after the others, one file at a time: new
  // products and blog posts become the newest in every list, and a new delivery fee changes
  // every cart.
  projects: [
    {
      name: 'shop',
      testIgnore:
        /(admin-products|admin-size-prices|admin-stock|admin-staff-orders|[/\\]stock|blog-pages|shop-settings|instances\/.*)\.spec\.ts/,
    },
    {
      name: 'catalogue-changes',
      // blog-pages writes posts, which become the newest on home, /blog and the feed.
      testMatch:
        /(admin-products|admin-size-prices|admin-stock|admin-staff-orders|[/\\]stock|blog-pages)\.spec\.ts/,
      dependencies: ['shop'],
    },
    {
      name: 'settings-changes',
      testMatch: /shop-settings\.spec\.ts/,
      dependencies: ['catalogue-changes'],
    },
    // Shops of their own on a fresh PostgreSQL database each (several instances, worker
    // processes): they never touch the shared shop above.
    { name: 'instances', testMatch: /instances\/.*\.spec\.ts/, dependencies: ['settings-changes'] },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    // The storefront's service worker answers kept pages first and refreshes them behind: a
    // spec that changes something and reloads would see the page from before. Only the offline
    // specs let it run (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // tests/fixtures.ts gives each test its own client address through X-Forwarded-For.
      // The browser is the proxy here: its X-Forwarded-For is believed from the loopback only.
      TRUST_PROXY: '127.0.0.1',
      E2E_DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // A send that failed once is tried again within a test's wait for its e-mail (15 s), not
      // after the outbox's 30 s (tests/captured-mail.ts).
      MAIL_RETRY_FIRST_MS: '2000',
      // Fake MTN and Airtel operators inside the shop: phone-payment.spec.ts approves and
      // declines through the admin's sandbox API (docs/decisions/0048-airtel-money.md).
      PAYMENTS_SANDBOX: '1',
      SMS_BASE_URL: `http://127.0.0.1:${process.env.E2E_SMS_PORT}`,
      SMS_ACCOUNT_SID: process.env.E2E_SMS_ACCOUNT_SID,
      SMS_AUTH_TOKEN: process.env.E2E_SMS_AUTH_TOKEN,
      SMS_FROM: '+211920000001',
      WHATSAPP_BASE_URL: `http://127.0.0.1:${process.env.E2E_WHATSAPP_PORT}`,
      WHATSAPP_PHONE_NUMBER_ID: process.env.E2E_WHATSAPP_PHONE_NUMBER_ID,
      WHATSAPP_ACCESS_TOKEN: process.env.E2E_WHATSAPP_ACCESS_TOKEN,
      WHATSAPP_APP_SECRET: process.env.E2E_WHATSAPP_APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: process.env.E2E_WHATSAPP_VERIFY_TOKEN,
      DEMO_ART_CACHE_DIR: process.env.DEMO_ART_CACHE_DIR,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
    },
  },
});
