import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// Low-data mode (docs/decisions/0038-low-data-mode.md): on with `Save-Data: on` or the customer's
// switch in the footer (remembered in the low-data cookie). A page comes without its code until
// the first tap on a control (the tap is then carried out), pictures come from the narrower
// renditions, no slider loads or moves unasked, and the map waits for 'Show map'.

// A 2x phone: in the normal mode it takes the widest renditions (800 and 1600 px).
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 };
const octet = () => 1 + Math.floor(Math.random() * 254);
const ADDRESS = `10.${octet()}.${octet()}.${octet()}`;
// The slider code's modules (apps/web/app/features/home/*-swiper.tsx).
const SLIDER_CODE = /(new-arrivals-swiper|service-carousel-swiper)-[\w-]+\.js$/;
const WIDEST = /-(800|1600)\.webp/;
const TILES = 'https://tile.openstreetmap.org/**';
// A 1 x 1 PNG: what the intercepted tile server answers (as in company.spec.ts).
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const toggle = (page: Page) => page.getByRole('button', { name: 'Low-data mode' });
const heroImage = (page: Page) => page.locator('section[aria-labelledby="hero-heading"] img');

/** Every picture's srcset and the address the browser chose for it. */
function pictures(page: Page) {
  return page.locator('img[srcset]').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((img) => ({
      srcset: img.srcset,
      sizes: img.sizes,
      current: img.currentSrc,
    })),
  );
}

/** The app's code files among `urls`. */
const code = (urls: string[]) => urls.filter((url) => /\/assets\/[\w.-]+\.js$/.test(url));

/** The page's URLs as they are requested. */
function requestsOf(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

/**
 * Brings every shown picture near the screen, one after the other, and waits until it has loaded
 * (lazy pictures load only then). Each picture's request has then been made and recorded, so a
 * check of the requests afterwards covers all the page's pictures, not those that came in time.
 */
async function loadEveryPicture(page: Page) {
  const images = page.locator('img[srcset]:visible');
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
}

/**
 * A request the page makes now, after everything it has run so far, and its answer. The browser
 * reports a page's requests in the order they start, so any request the page's own code started
 * earlier (a slider's code, Leaflet, a tile) has been recorded by the time this one is answered.
 */
async function afterEarlierRequests(page: Page) {
  const marker = `/api/health?marker=${Math.random().toString(36).slice(2)}`;
  const answered = page.waitForResponse((response) => response.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url), marker);
  await answered;
}

/**
 * Moves the page's clock (installed with `page.clock.install()` before it loaded) `ms` ahead:
 * every timer and idle callback due by then runs now, at once however slow the machine, and what
 * they asked for from the network has been requested by the time this resolves.
 */
async function timePasses(page: Page, ms: number) {
  await page.clock.runFor(ms);
  await afterEarlierRequests(page);
}

test.describe('with Save-Data: on', () => {
  test.use({ ...PHONE, extraHTTPHeaders: { 'save-data': 'on', 'x-forwarded-for': ADDRESS } });

  test('home: the small renditions, the switch shown on, and no slider loads or moves unasked', async ({
    page,
  }) => {
    // The page's timers run on a clock the test moves (timePasses), not on the wall's.
    await page.clock.install();
    const requested = requestsOf(page);
    const response = await page.goto('/');
    // Kept in the page cache as its own entry, never by a shared cache.
    expect(response?.headers()['vary']).toMatch(/save-data/i);
    expect(response?.headers()['cache-control']).toBe('private, max-age=0');

    await expect(heroImage(page)).toHaveAttribute('sizes', '50vw');
    await expect
      .poll(() => heroImage(page).evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/hero-(480|960)\.webp$/);
    await loadEveryPicture(page);
    await toggle(page).scrollIntoViewIfNeeded();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    // Past the moment the service carousel's slider would load (6 s, then when the page is idle)
    // and New Arrivals' would load and move (when idle, then every 3.5 s).
    await timePasses(page, 7_000);

    const shown = await pictures(page);
    expect(shown.length).toBeGreaterThan(10);
    for (const picture of shown) {
      expect(picture.srcset).not.toMatch(WIDEST);
      expect(picture.current).not.toMatch(WIDEST);
    }
    expect(requested.filter((url) => url.includes('/uploads/') && WIDEST.test(url))).toEqual([]);
    expect(requested.filter((url) => SLIDER_CODE.test(url))).toEqual([]);
    await expect(page.locator('.swiper')).toHaveCount(0);
    // Read and scrolled through without the page's code: none fetched yet.
    expect(code(requested)).toEqual([]);

    // A form field taking the focus brings the code; then reaching into New Arrivals (keyboard
    // focus on a card) brings the slider, standing still.
    await page.getByLabel('Your e-mail address').first().focus();
    await waitForHydration(page);
    const arrivals = page.getByRole('region', { name: 'New Arrivals' });
    await arrivals
      .getByRole('link', { name: /^View Details/ })
      .first()
      .focus();
    const slider = arrivals.locator('.swiper');
    await expect(slider).toBeVisible();
    const state = () =>
      slider.evaluate((el) => {
        const swiper = (
          el as HTMLElement & { swiper: { activeIndex: number; autoplay: { running: boolean } } }
        ).swiper;
        return { index: swiper.activeIndex, running: swiper.autoplay.running };
      });
    expect(await state()).toEqual({ index: 0, running: false });
    // New Arrivals would move every 3.5 s: its autoplay's timer would have run by now.
    await page.clock.runFor(4_500);
    expect(await state()).toEqual({ index: 0, running: false });
  });

  test('collection: the product cards take the narrower renditions', async ({ page }) => {
    const requested = requestsOf(page);
    await page.goto('/collection');
    const shown = await pictures(page);
    expect(shown.length).toBeGreaterThan(0);
    for (const picture of shown) {
      expect(picture.srcset).toMatch(/-240\.webp 240w, .*-480\.webp 480w$/);
      expect(picture.current).not.toMatch(WIDEST);
    }
    expect(code(requested)).toEqual([]);
  });

  test('a tap before the code has come is carried out once it has: a size, then Add to Cart', async ({
    page,
  }) => {
    const requested = requestsOf(page);
    await page.goto('/collection');
    await page.locator('main a[href^="/product/"]').first().click();
    await expect(page).toHaveURL(/\/product\//);
    expect(code(requested)).toEqual([]);
    const size = page
      .getByRole('group', { name: /^Select size/ })
      .getByRole('button')
      .first();
    await size.click();
    await expect(size).toHaveAttribute('aria-pressed', 'true');
    expect(code(requested).length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(
      page.getByRole('banner').getByRole('link', { name: /^Cart/ }),
    ).toHaveAccessibleName('Cart, 1 item');
  });

  test('company page: no map tiles until the customer presses Show map', async ({ page }) => {
    const requested = requestsOf(page);
    await page.route(TILES, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
    );
    await page.goto('/company');
    const location = page.locator('#location');
    await location.scrollIntoViewIfNeeded();
    const show = location.getByRole('button', { name: 'Show map' });
    await expect(show).toBeVisible();
    // Normally the map starts as the box comes within 400 px of the screen. Two frames drawn with
    // it on the screen: an IntersectionObserver has been told by then, and a request the map's
    // code made then started before the marker's.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await afterEarlierRequests(page);
    expect(requested.filter((url) => /leaflet|tile\.openstreetmap/.test(url))).toEqual([]);
    // Nor any of the page's code yet, which alone could have asked for them later.
    expect(code(requested)).toEqual([]);

    // The first tap on the page: it brings the page's code, then is carried out.
    await show.click();
    await expect(location.locator('.leaflet-container')).toBeVisible();
    await expect
      .poll(() => requested.some((url) => url.includes('tile.openstreetmap.org')))
      .toBe(true);
    await expect(show).toHaveCount(0);
  });
});

test.describe('the footer switch, without Save-Data', () => {
  test.use(PHONE);

  test('turns low-data mode on at once, keeps it after a reload and on other pages, and off again', async ({
    page,
    context,
  }) => {
    // The page's timers run on a clock the test moves (timePasses), not on the wall's.
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    await expect(heroImage(page)).toHaveAttribute('srcset', /hero-1600\.webp 1600w/);
    await toggle(page).scrollIntoViewIfNeeded();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    // At once, on this page: the pictures offer the narrower renditions only.
    await expect(heroImage(page)).not.toHaveAttribute('srcset', WIDEST);
    const cookie = (await context.cookies()).find((c) => c.name === 'low-data');
    expect(cookie?.value).toBe('1');
    // Remembered about a year.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

    // The server knows it too: its HTML already names the small renditions.
    const html = await (await page.request.get('/')).text();
    expect(html).not.toMatch(/hero-1600\.webp 1600w/);
    expect(html).toMatch(/hero-960\.webp 960w/);

    const requested = requestsOf(page);
    await page.reload();
    await expect(heroImage(page)).toHaveAttribute('sizes', '50vw');
    await toggle(page).scrollIntoViewIfNeeded();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    await loadEveryPicture(page);
    // Past the moment the sliders would load in the normal mode (see the test above).
    await timePasses(page, 7_000);
    const home = await pictures(page);
    expect(home.length).toBeGreaterThan(10);
    for (const picture of home) expect(picture.srcset).not.toMatch(WIDEST);
    expect(requested.filter((url) => url.includes('/uploads/') && WIDEST.test(url))).toEqual([]);
    expect(requested.filter((url) => SLIDER_CODE.test(url))).toEqual([]);
    await expect(page.locator('.swiper')).toHaveCount(0);

    await page.goto('/collection');
    const cards = await pictures(page);
    expect(cards.length).toBeGreaterThan(0);
    for (const picture of cards) expect(picture.srcset).not.toMatch(WIDEST);
    await toggle(page).scrollIntoViewIfNeeded();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    expect(code(requested)).toEqual([]);

    // The page's first tap, before its code has come: carried out once it has.
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/');
    await expect(heroImage(page)).toHaveAttribute('srcset', /hero-1600\.webp 1600w/);
    expect((await context.cookies()).find((c) => c.name === 'low-data')?.value).toBe('0');
  });
});
