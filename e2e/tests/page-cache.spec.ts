import type { APIRequestContext, APIResponse, Response } from '@playwright/test';
import { adminToken, withPrice, type AdminProduct } from './admin-helpers';
import { expect, listProducts, test, waitForHydration } from './fixtures';
import { ssp } from './order-helpers';

// The rendered-page cache (apps/api/src/plugins/web.ts): anonymous pages are rendered once and
// sent again from memory, until something they show changes. Other specs change products and
// settings meanwhile, and any change drops the pages that read it: so "the second request is a
// hit" is checked as "two requests in a row, a hit the second time", tried a few times.

/** Requests `path` until an answer comes from the cache; returns that answer. */
async function cachedAnswer(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<APIResponse> {
  let hit: APIResponse | undefined;
  await expect(async () => {
    const response = await request.get(path, { headers });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-cache'], path).toBe('hit');
    hit = response;
  }).toPass({ timeout: 15_000 });
  return hit!;
}

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

test.describe('the page cache', () => {
  test('answers a page again from memory, compressed, with the headers a CDN may hold it by', async ({
    request,
  }) => {
    const response = await cachedAnswer(request, '/about?tab=Vision');
    const headers = response.headers();
    expect(headers['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(headers['vary']).toMatch(/accept-encoding/i);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['etag']).toMatch(/^"[^"]+"$/);
    // Rendered from the normalised address, which keeps the tab the page shows first.
    expect(await response.text()).toMatch(/id="[^"]*-tab-Vision" aria-selected="true"/);
  });

  test('parameters a page does not read share its entry', async ({ request }) => {
    await expect(async () => {
      const first = await cachedAnswer(
        request,
        `/collection?category=Officefurniture&utm_source=mail&junk=${Date.now()}`,
      );
      // Never asked for with these parameters, yet the kept page answers.
      const second = await request.get(
        `/collection?fbclid=${Date.now()}&category=Officefurniture&sort=relevant&page=1`,
      );
      expect(second.headers()['x-cache']).toBe('hit');
      expect(await second.text()).toBe(await first.text());
    }).toPass({ timeout: 20_000 });
  });

  test('a client that holds the page gets a 304 for it', async ({ request }) => {
    const response = await cachedAnswer(request, '/privacy');
    const etag = response.headers()['etag']!;
    await expect(async () => {
      const again = await request.get('/privacy', { headers: { 'if-none-match': etag } });
      expect(again.status()).toBe(304);
      expect(await again.body()).toHaveLength(0);
    }).toPass({ timeout: 15_000 });
    const changed = await request.get('/privacy', { headers: { 'if-none-match': '"other"' } });
    expect(changed.status()).toBe(200);
  });

  test('requests with credentials are rendered for themselves alone, each with its own nonce', async ({
    request,
  }) => {
    await cachedAnswer(request, '/contact');
    const nonces = new Set<string>();
    const credentials: Array<Record<string, string>> = [
      { cookie: 'session=anything' },
      { authorization: 'Bearer anything' },
      { token: 'anything' },
      { cookie: 'session=anything' },
    ];
    for (const headers of credentials) {
      const response = await request.get('/contact', { headers });
      expect(response.status()).toBe(200);
      expect(response.headers()['x-cache'], JSON.stringify(headers)).toBeUndefined();
      expect(response.headers()['cache-control']).toBe('private, no-store');
      expect(response.headers()['etag']).toBeUndefined();
      const nonce = nonceOf(response.headers()['content-security-policy']);
      expect(nonce, 'a script-src nonce').toBeTruthy();
      expect(await response.text()).toContain(`nonce="${nonce}"`);
      nonces.add(nonce!);
    }
    expect(nonces.size, 'a fresh nonce per answer').toBe(4);
  });

  test('pages with a visitor of their own in the address are never kept', async ({ request }) => {
    // The sign-in page is the same for everyone: this browser (its service worker included) may
    // keep it, so signing in offline says it needs a connection; no shared cache may
    // (apps/web/app/lib/cache-headers.ts). A payment's return page is kept by nobody.
    const pages = [
      ['/login?next=%2Fplace-order', 'private, no-cache'],
      ['/verify?success=true&orderId=x', 'private, no-store'],
    ];
    for (const [path, cacheControl] of pages) {
      for (let i = 0; i < 2; i++) {
        const response = await request.get(path!);
        expect(response.headers()['x-cache'], path).toBeUndefined();
        expect(response.headers()['cache-control'], path).toBe(cacheControl);
        expect(nonceOf(response.headers()['content-security-policy']), path).toBeTruthy();
      }
    }
  });

  test('a price changed through the admin API shows on the next load', async ({ request }) => {
    // A product far down the catalogue, in a category no other spec picks, its price restored at
    // the end.
    const admin = await adminToken(request);
    const { products } = await listProducts(request, { page: 4, pageSize: 50 });
    const model = products.findLast((p) => p.category === 'Outdoorfurniture')!;
    const read = await request.get(`/api/admin/products/${model._id}`, {
      headers: { token: admin },
    });
    expect(read.ok(), await read.text()).toBeTruthy();
    const { product } = (await read.json()) as { product: AdminProduct };
    const setPrice = async (price: number) => {
      const saved = await request.put(`/api/admin/products/${model._id}`, {
        headers: { token: admin },
        data: withPrice(product, price),
      });
      expect(saved.ok(), await saved.text()).toBeTruthy();
    };
    const was = product.price;
    const now = was + 12_345;
    const path = `/product/${model._id}`;
    try {
      expect(await (await cachedAnswer(request, path)).text()).toContain(ssp(was));
      await setPrice(now);
      // The change is announced before its answer leaves: the very next load is new.
      expect(await (await request.get(path)).text()).toContain(ssp(now));
    } finally {
      await setPrice(was);
    }
    expect(await (await cachedAnswer(request, path)).text()).toContain(ssp(was));
  });
});

test.describe('a kept page in the browser', () => {
  // Enforced here (the other specs bypass it to inject axe-core): a script the hashes do not
  // name would be blocked and logged as a console error, which fails the test.
  test.use({ bypassCSP: false });

  test('runs under its hashes, without a nonce, hydrates and navigates', async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective}: ${event.blockedURI}`),
      );
    });
    // The browser must get the kept page itself: a miss would prove nothing about it. A change in
    // another spec may drop the entry between the warm-up and the load, so both are done again
    // until the browser's load is a hit.
    let response!: Response;
    await expect(async () => {
      await cachedAnswer(request, '/', { 'accept-encoding': 'gzip, deflate, br' });
      response = (await page.goto('/'))!;
      expect(response.headers()['x-cache']).toBe('hit');
    }).toPass({ timeout: 20_000 });
    const csp = response.headers()['content-security-policy']!;
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(nonceOf(csp)).toBeUndefined();
    await waitForHydration(page);

    // A click on a card: a client navigation, its data from the cache's data answers too.
    const card = page
      .getByRole('region', { name: 'New Arrivals' })
      .getByRole('link', { name: /^View Details/ })
      .first();
    await card.click();
    await expect(page).toHaveURL(/\/product\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Search products' }).click();
    await expect(page.getByRole('dialog', { name: 'Search Products' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });
});
