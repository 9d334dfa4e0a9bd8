import { expect, listBlogs, listProducts, test, waitForHydration } from './fixtures';

test.describe('SEO and platform', () => {
  test('home, collection and a product page have a title and a meta description', async ({
    page,
    request,
  }) => {
    const [product] = (await listProducts(request, { pageSize: 1 })).products;
    for (const [path, prefix] of [
      ['/', 'Home | '],
      ['/collection', 'All Products | '],
      [`/product/${product!._id}`, `${product!.name} | `],
    ]) {
      await page.goto(path!);
      const title = await page.title();
      expect(title.startsWith(prefix!), `${path} title "${title}" starts with "${prefix}"`).toBe(
        true,
      );
      await expect(page.locator('head title'), path).toHaveCount(1);
      const description = page.locator('head meta[name="description"]');
      await expect(description, path).toHaveCount(1);
      await expect(description, path).toHaveAttribute('content', /\S.{20,}/);
    }
  });

  test('a product page carries Product structured data priced in SSP', async ({
    page,
    request,
  }) => {
    const [product] = (await listProducts(request, { pageSize: 1 })).products;
    await page.goto(`/product/${product!._id}`);
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = scripts.map((s) => JSON.parse(s) as Record<string, unknown>);
    const ld = data.find((d) => d['@type'] === 'Product') as
      | { name: string; offers: { priceCurrency: string; price: string } }
      | undefined;
    expect(ld, 'an application/ld+json block with "@type":"Product"').toBeTruthy();
    expect(ld!.name).toBe(product!.name);
    expect(ld!.offers.priceCurrency).toBe('SSP');
    expect(Number(ld!.offers.price)).toBe(product!.price);
  });

  test('sitemap.xml lists product and blog pages; robots.txt points to it', async ({
    page,
    request,
    baseURL,
  }) => {
    const [product] = (await listProducts(request, { pageSize: 1 })).products;
    const [blog] = await listBlogs(request);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset');
    expect(xml).toMatch(new RegExp(`<loc>[^<]*/product/${product!._id}</loc>`));
    expect(xml).toMatch(new RegExp(`<loc>[^<]*/blog/${blog!._id}</loc>`));
    // Well-formed, as the browser's own XML parser reads it; every product, each once.
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        root: doc.documentElement.localName,
        locs: [...doc.getElementsByTagName('loc')].map((l) => l.textContent ?? ''),
      };
    }, xml);
    expect(parsed.error).toBe(false);
    expect(parsed.root).toBe('urlset');
    const { total } = await listProducts(request, { pageSize: 1 });
    expect(parsed.locs.filter((l) => l.includes('/product/'))).toHaveLength(total);
    expect(new Set(parsed.locs).size).toBe(parsed.locs.length);
    expect(parsed.locs.every((l) => l.startsWith(`${baseURL}/`))).toBe(true);
    // Not split below 50,000 addresses: there is no part 1.
    expect((await request.get('/sitemap-1.xml')).status()).toBe(404);

    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m);
  });

  test('page URLs are on PUBLIC_URL, whatever Host a request names (a cache keeps them)', async ({
    request,
    baseURL,
  }) => {
    // The shop under test trusts proxies (TRUST_PROXY), so X-Forwarded-Host is forged too.
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const [product] = (await listProducts(request, { pageSize: 1 })).products;
    const [blog] = await listBlogs(request);
    const evil = /evil\.example/;

    const productPage = await (
      await request.get(`/product/${product!._id}`, { headers: forged })
    ).text();
    expect(productPage).not.toMatch(evil);
    expect(productPage).toContain(
      `<link rel="canonical" href="${baseURL}/product/${product!._id}"/>`,
    );
    expect(productPage).toContain(
      `<meta property="og:url" content="${baseURL}/product/${product!._id}"/>`,
    );
    expect(productPage).toContain(`"url":"${baseURL}/product/${product!._id}"`);

    for (const path of ['/', '/collection?category=Tables', `/blog/${blog!._id}`]) {
      const html = await (await request.get(path, { headers: forged })).text();
      expect(html, path).not.toMatch(evil);
      expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="${baseURL}/`));
    }
    // Pages whose links are relative carry no host at all.
    expect(await (await request.get('/about', { headers: forged })).text()).not.toMatch(evil);

    const sitemap = await (await request.get('/sitemap.xml', { headers: forged })).text();
    expect(sitemap).not.toMatch(evil);
    expect(sitemap).toContain(`<loc>${baseURL}/product/${product!._id}</loc>`);

    const robots = await (await request.get('/robots.txt', { headers: forged })).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots).not.toMatch(evil);
  });

  test('pages rendered for one request carry a fresh nonce; kept pages name their scripts by hash', async ({
    request,
  }) => {
    const nonceOf = async () => {
      // A request with credentials is never answered from the page cache (apps/api/src/plugins/web.ts).
      const response = await request.get('/', { headers: { cookie: 'seo=1' } });
      expect(response.status()).toBe(200);
      const csp = response.headers()['content-security-policy'];
      expect(csp, 'content-security-policy header').toBeTruthy();
      const match = /script-src [^;]*'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp!);
      expect(match, `a script-src nonce in "${csp}"`).toBeTruthy();
      // The page's own scripts carry that nonce.
      expect(await response.text()).toContain(`nonce="${match![1]}"`);
      return match![1];
    };
    const first = await nonceOf();
    const second = await nonceOf();
    expect(second, 'a fresh nonce per response').not.toBe(first);
    // An anonymous visitor's copy is shared by everyone: its CSP lists hashes, never a nonce.
    const kept = (await request.get('/')).headers()['content-security-policy'];
    expect(kept).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(kept).not.toContain("'nonce-");
  });

  test('/api/health answers 200', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });
});

test.describe('under the real Content-Security-Policy', () => {
  // The other tests bypass the CSP (to inject axe-core); here it is enforced, so a blocked script
  // or style would show up as a console error and fail the test.
  test.use({ bypassCSP: false });

  test('the home page hydrates and loads its lazy parts without CSP violations', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('region', { name: 'New Arrivals' }).scrollIntoViewIfNeeded();
    await expect(
      page.getByRole('region', { name: 'New Arrivals' }).getByRole('article'),
    ).toHaveCount(10);
    await page.getByRole('banner').getByRole('button', { name: 'Search products' }).click();
    await expect(page.getByRole('dialog', { name: 'Search Products' })).toBeVisible();
  });
});
