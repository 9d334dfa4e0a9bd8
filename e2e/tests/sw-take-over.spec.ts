import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// A new release of the storefront's service worker (docs/decisions/0039-service-worker.md):
// it installs and waits, and takes over only when the customer next moves to another page
// (never inside checkout, which service-worker-updates.test.ts proves), then the page reloads on
// the new code and says so once. The new release is the shop's own worker with one byte more,
// served by a proxy of the test's own: to the browser that is a new version.
test.use({ serviceWorkers: 'allow' });

/**
 * Asked for the worker's script, the shop sends it whole and unpacked (no 304 to a revalidation,
 * no compression), so the proxy can add a line to it.
 */
function workerRequestHeaders(request: http.IncomingMessage, host: string) {
  const headers = { ...request.headers, host };
  if (request.url !== '/sw.js') return headers;
  delete headers['if-none-match'];
  delete headers['if-modified-since'];
  return { ...headers, 'accept-encoding': 'identity' };
}

/**
 * The shop behind a small proxy of the test's own on a free port, which serves the worker's script
 * as it is (release 1) or with one more line (release 2). The browser's update check does not
 * pass through Playwright's router, so the release has to change on the wire.
 */
async function shopWithReleases(shopUrl: string) {
  const shop = new URL(shopUrl);
  const proxy = { release: 1 };
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: shop.hostname,
        port: shop.port,
        path: request.url,
        method: request.method,
        headers: workerRequestHeaders(request, shop.host),
      },
      (answer) => {
        if (request.url !== '/sw.js' || proxy.release === 1) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat([...chunks, Buffer.from('\n// release 2\n')]);
          const headers = { ...answer.headers, 'content-length': String(body.length) };
          delete headers['content-encoding'];
          delete headers.etag;
          response.writeHead(answer.statusCode ?? 502, headers);
          response.end(body);
        });
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    proxy,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('a new version waits, takes over at the next navigation, and the page says it was updated', async ({
  page,
  baseURL,
}) => {
  const shop = await shopWithReleases(baseURL!);
  try {
    await takeOverStory(page, shop);
  } finally {
    await shop.close();
  }
});

async function takeOverStory(page: Page, shop: { url: string; proxy: { release: number } }) {
  await page.goto(`${shop.url}/`);
  await waitForHydration(page);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller));

  const first = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: Boolean(registration?.waiting), active: registration?.active?.state };
  });
  expect(first).toEqual({ waiting: false, active: 'activated' });

  // The browser asks for the worker again and finds release 2: it installs and waits, and the
  // page goes on under release 1.
  shop.proxy.release = 2;
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  const waitingState = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state);
  await expect.poll(waitingState, { timeout: 15_000 }).toBe('installed');
  await expect(page.getByText('Updated: you now have the newest version of the shop.')).toHaveCount(
    0,
  );

  // The next move to another page hands over to it; the page reloads and says so.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await reloaded;
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/about$/);
  await expect(
    page.getByText('Updated: you now have the newest version of the shop.'),
  ).toBeVisible();
  const after = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      waiting: Boolean(registration?.waiting),
      controlled: navigator.serviceWorker.controller === registration?.active,
    };
  });
  expect(after).toEqual({ waiting: false, controlled: true });

  // Said once: the next page does not repeat it.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Updated: you now have the newest version of the shop.')).toHaveCount(
    0,
  );
}
