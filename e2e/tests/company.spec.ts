import type { APIRequestContext, Page } from '@playwright/test';
import { waitForMail } from './captured-mail';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from './fixtures';

// The company site's landing page (docs/spec/account-and-company-site.md sections 2, 4 and 9).

interface Company {
  name: string;
  shortName: string;
  emails: string[];
  phones: string[];
  whatsapp: string;
  address: string;
  officePurpose: string;
  depot: { address: string; purpose: string } | null;
  latitude: number;
  longitude: number;
  hours: { days: string; hours: string }[];
}

async function companyProfile(request: APIRequestContext): Promise<Company> {
  const response = await request.get('/api/settings');
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { company: Company }).company;
}

const SECTIONS = [
  { id: 'about', link: 'About', heading: 'Why Choose Us' },
  { id: 'gallery', link: 'Gallery', heading: 'Gallery' },
  { id: 'contact', link: 'Contact', heading: 'What Drives Us' },
  { id: 'location', link: 'Location', heading: 'Find Us' },
];

const CAPTIONS = [
  'Petroleum Supply and Distribution',
  'Food Stuff and Provisions',
  'Office Furniture and Equipment Supply',
  'Construction Materials and Works',
  'Relief Supplies and Aid',
  'Heavy Equipment and Logistics',
];

// A 1 x 1 PNG: what the intercepted tile server answers.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const TILES = 'https://tile.openstreetmap.org/**';

const sectionNav = (page: Page) => page.getByRole('navigation', { name: 'Page sections' });
const card = (page: Page) => page.getByRole('form', { name: 'Get in Touch' });
const cardStatus = (page: Page) => card(page).getByRole('status');

/** The part of the page under the first view hydrates when its own code arrives. */
async function waitForCard(page: Page) {
  await waitForHydration(page);
  await expect
    .poll(() =>
      card(page).evaluate((form) => Object.keys(form).some((k) => k.startsWith('__react'))),
    )
    .toBe(true);
}

async function openLanding(page: Page) {
  await page.goto('/company');
  await waitForCard(page);
}

async function fillCard(page: Page, values: Record<string, string>) {
  const form = card(page);
  await form.getByPlaceholder('Your Name').fill(values.name!);
  await form.getByPlaceholder('Your Email').fill(values.email!);
  await form.getByPlaceholder('Subject').fill(values.subject!);
  await form.getByPlaceholder('Phone Number').fill(values.phone!);
  await form.getByPlaceholder('Your Message').fill(values.message!);
}

function messageFor(label: string) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return {
    name: `Akol Deng ${label}`,
    email: `company-${label}-${stamp}@example.com`,
    subject: `Quotation for cement ${stamp}`,
    phone: '+211 912 345 678',
    message: 'Please send a quotation for 200 bags of cement delivered to Juba.',
  };
}

/** The heading sits below the sticky shop header and section bar, inside the viewport. */
async function expectHeadingInView(page: Page, heading: string) {
  const target = page.getByRole('heading', { level: 2, name: heading, exact: true });
  await expect(target).toBeInViewport();
  await expect
    .poll(async () => {
      const bar = await sectionNav(page).boundingBox();
      const box = await target.boundingBox();
      return !!bar && !!box && box.y >= bar.y + bar.height - 1;
    })
    .toBe(true);
}

// The tile server answers a small PNG in every test: the map loads whenever a test scrolls near
// it, and the test machine has no way out. A test that wants tiles to fail routes them again.
test.beforeEach(async ({ page }) => {
  await page.route(TILES, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
});

for (const width of [390, 1280]) {
  test.describe(`landing page at ${width} px`, () => {
    test.use({ viewport: { width, height: 860 } });
    const phone = width < 768;

    test('the section links and the hero buttons move to their sections', async ({ page }) => {
      await openLanding(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      for (const section of SECTIONS) {
        if (phone) await sectionNav(page).getByRole('button', { name: 'Sections' }).click();
        await sectionNav(page).getByRole('link', { name: section.link, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/company#${section.id}$`));
        await expectHeadingInView(page, section.heading);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      const hero = page.locator('#top');
      await hero.getByRole('link', { name: 'View Gallery' }).click();
      await expectHeadingInView(page, 'Gallery');
      await page.evaluate(() => window.scrollTo(0, 0));
      await hero.getByRole('link', { name: 'Contact Us' }).click();
      await expect(page).toHaveURL(/#contact$/);
      await expectHeadingInView(page, 'What Drives Us');
    });

    test('the section menu', async ({ page }) => {
      await openLanding(page);
      const button = sectionNav(page).getByRole('button', { name: 'Sections' });
      if (!phone) {
        await expect(button).toBeHidden();
        await expect(sectionNav(page).getByRole('link', { name: 'Gallery' })).toBeVisible();
        return;
      }
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();

      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.getByRole('link', { name: 'Location' })).toBeVisible();
      await panel.getByRole('link', { name: 'About' }).focus();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();

      // Tab walks out of the open menu into the page: nothing is trapped.
      await button.click();
      await panel.getByRole('link', { name: 'Location' }).focus();
      await page.keyboard.press('Tab');
      const focusedInPanel = await panel.evaluate((el) => el.contains(document.activeElement));
      expect(focusedInPanel).toBe(false);

      await panel.getByRole('link', { name: 'Gallery' }).click();
      await expect(panel).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expectHeadingInView(page, 'Gallery');
    });

    test('the gallery: six pictures, labels on hover and on keyboard focus', async ({ page }) => {
      await openLanding(page);
      const gallery = page.locator('#gallery');
      const figures = gallery.locator('figure');
      await expect(figures).toHaveCount(6);
      for (const [i, caption] of CAPTIONS.entries()) {
        const figure = figures.nth(i);
        await expect(figure.locator('figcaption')).toHaveText(caption);
        const img = figure.locator('img');
        await expect(img).toHaveAttribute('alt', /^.{30,}$/);
        await expect(img).toHaveAttribute('loading', 'lazy');
        await expect(img).toHaveAttribute('srcset', /gallery-\w+-480\.webp 480w/);
        await expect(img).toHaveAttribute('width', '1600');
        await expect(img).toHaveAttribute('height', '1200');
      }
      await gallery.scrollIntoViewIfNeeded();
      // Every picture is there (no broken image).
      await expect
        .poll(() =>
          figures
            .locator('img')
            .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
        )
        .toBe(true);

      const first = figures.nth(0).locator('figcaption');
      await expect(first).toHaveCSS('opacity', '0');
      await figures.nth(0).hover();
      await expect(first).toHaveCSS('opacity', '1');

      await page.mouse.move(0, 0);
      await expect(first).toHaveCSS('opacity', '0');
      await gallery.getByRole('link', { name: 'View All Projects' }).focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: CAPTIONS[0] })).toBeFocused();
      await expect(first).toHaveCSS('opacity', '1');
      await page.keyboard.press('Tab');
      await expect(figures.nth(1).locator('figcaption')).toHaveCSS('opacity', '1');
      await expect(first).toHaveCSS('opacity', '0');

      await expect(gallery.getByRole('link', { name: 'View All Projects' })).toHaveAttribute(
        'href',
        '/collection',
      );
    });

    test('About: contact details, directions and social links from the settings', async ({
      page,
      request,
    }) => {
      const company = await companyProfile(request);
      await openLanding(page);
      const about = page.locator('#about');
      for (const reason of [
        'Custom designs',
        'Sustainable materials',
        'Craftsmanship',
        'Timely delivery and installation',
      ])
        await expect(about.getByRole('heading', { name: reason })).toBeVisible();
      await expect(about).toContainText(company.address);
      for (const email of company.emails)
        await expect(about.getByRole('link', { name: email })).toHaveAttribute(
          'href',
          `mailto:${email}`,
        );
      await expect(about.getByRole('link', { name: /Get Directions/ })).toHaveAttribute(
        'href',
        `https://www.google.com/maps/dir/?api=1&destination=${company.latitude},${company.longitude}&travelmode=driving`,
      );
      await expect(about.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
        'href',
        `https://wa.me/${company.whatsapp}`,
      );
      for (const network of ['TikTok', 'Instagram', 'Facebook'])
        await expect(about.getByRole('link', { name: new RegExp(`^${network}`) })).toHaveAttribute(
          'href',
          /^https:\/\//,
        );
      const scope = page.locator('#contact').getByRole('heading', { name: 'Scope of Work' });
      await expect(scope.locator('xpath=..').getByRole('listitem')).toHaveText([
        'Building items and construction materials',
        'Construction works and heavy equipment',
        'Food stuffs and provisions',
        'Relief supplies and aid',
        'Stationery and office furniture supply',
        'Petroleum services',
        'Logistics, procurement and supply chain management',
      ]);
    });

    test('the office and the depot: which is where and what each is for, on every company page', async ({
      page,
      request,
    }) => {
      const company = await companyProfile(request);
      // The demo shop has both (decision 0054): the office the map shows, the depot in Juba.
      const depot = company.depot!;
      expect(depot.address).toMatch(/Juba/);
      const expectBoth = async (part: ReturnType<Page['locator']>) => {
        for (const text of [company.address, company.officePurpose, depot.address, depot.purpose])
          await expect(part).toContainText(text);
      };
      await openLanding(page);
      await expectBoth(page.locator('#about'));
      const location = page.locator('#location');
      await expectBoth(location);
      for (const place of ['Office', 'Depot'])
        await expect(location.getByRole('heading', { name: place, exact: true })).toBeVisible();
      await expect(location).toContainText('collect your order at our depot');
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(`Office: ${company.address}`);
      await expect(footer).toContainText(`Depot: ${depot.address}`);
      // The mission's eyebrow names it (it once said 'Contact us' above 'What Drives Us').
      const mission = page.locator('#contact');
      await expect(mission.getByText('Mission and vision', { exact: true })).toBeVisible();
      await expect(mission.getByText(/^contact us$/i)).toHaveCount(0);

      for (const path of ['/about', '/contact']) {
        await page.goto(path);
        await expectBoth(page.getByRole('main'));
        await expectBoth(page.getByRole('contentinfo'));
      }
    });

    test('Get in Touch: sent, mailed to the company with Reply-To the sender', async ({
      page,
      request,
    }) => {
      const company = await companyProfile(request);
      await openLanding(page);
      const sent = messageFor(`ok${width}`);
      await fillCard(page, sent);
      // The post is held until the test lets it go, so 'Sending...' and the busy button are seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let posts = 0;
      await page.route(
        (url) => url.pathname.startsWith('/company'),
        async (route) => {
          if (route.request().method() !== 'POST') return route.fallback();
          posts += 1;
          await held;
          return route.fallback();
        },
      );
      await card(page).getByRole('button', { name: 'Send Message' }).click();
      await expect(cardStatus(page)).toHaveText('Sending...');
      await expect(card(page).getByRole('button', { name: 'Send Message' })).toBeDisabled();
      // A second send while the first is on its way goes nowhere.
      await card(page).getByPlaceholder('Subject').press('Enter');
      // A second post would have been asked for by the key press itself; a request the page
      // makes after it reaches the router after it, so once that one is answered the count is
      // final.
      const marker = `/api/health?after-second-send=${Math.random().toString(36).slice(2)}`;
      const answered = page.waitForResponse((response) => response.url().endsWith(marker));
      await page.evaluate((url) => void fetch(url), marker);
      await answered;
      expect(posts).toBe(1);
      release();
      await expect(cardStatus(page)).toHaveText('Message sent successfully!');
      await expect(cardStatus(page)).toHaveClass(/green/);
      for (const placeholder of [
        'Your Name',
        'Your Email',
        'Subject',
        'Phone Number',
        'Your Message',
      ])
        await expect(card(page).getByPlaceholder(placeholder)).toHaveValue('');

      const mail = await waitForMail((m) => Boolean(m.subject?.includes(sent.subject)));
      expect([mail.to].flat().map((a) => a?.text ?? '')).toContain(company.emails[0]);
      expect(mail.replyTo?.value[0]?.address).toBe(sent.email);
      expect(mail.text).toContain(sent.message);
      expect(mail.text).toContain(sent.phone);
    });

    test.describe('when the server fails', () => {
      test.use({ allowedConsoleErrors: [/status of 500/] });

      test('Get in Touch: failure in red, the fields kept', async ({ page }) => {
        await openLanding(page);
        const typed = messageFor(`fail${width}`);
        await fillCard(page, typed);
        await page.route(
          (url) => url.pathname.startsWith('/company'),
          (route) =>
            route.request().method() === 'POST'
              ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'Server error' })
              : route.fallback(),
        );
        await card(page).getByRole('button', { name: 'Send Message' }).click();
        await expect(cardStatus(page)).toHaveText('Failed to send message.');
        await expect(cardStatus(page)).toHaveClass(/red/);
        await expect(card(page).getByPlaceholder('Your Name')).toHaveValue(typed.name);
        await expect(card(page).getByPlaceholder('Your Email')).toHaveValue(typed.email);
        await expect(card(page).getByPlaceholder('Subject')).toHaveValue(typed.subject);
        await expect(card(page).getByPlaceholder('Phone Number')).toHaveValue(typed.phone);
        await expect(card(page).getByPlaceholder('Your Message')).toHaveValue(typed.message);
        await expect(card(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
      });
    });

    test('Find Us: the map loads near the screen; the marker shows name, address, hours', async ({
      page,
      request,
    }) => {
      const company = await companyProfile(request);
      const requested: string[] = [];
      page.on('request', (r) => requested.push(r.url()));
      await openLanding(page);
      // Nothing of the map on the first load.
      await page.waitForLoadState('networkidle');
      expect(requested.filter((u) => /leaflet|tile\.openstreetmap/.test(u))).toEqual([]);

      const location = page.locator('#location');
      await location.scrollIntoViewIfNeeded();
      const map = location.locator('.leaflet-container');
      await expect(map).toBeVisible();
      await expect
        .poll(() => requested.some((u) => u.includes('tile.openstreetmap.org')))
        .toBe(true);
      await expect(map).toHaveCSS('height', '600px');
      await expect(location.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
        'href',
        'https://www.openstreetmap.org/copyright',
      );
      await expect(location.locator('.leaflet-control-attribution')).toContainText(
        '© OpenStreetMap contributors',
      );

      await location.getByRole('button', { name: new RegExp(`^${company.name}`) }).click();
      const popup = location.locator('.leaflet-popup-content');
      await expect(popup).toContainText(company.name);
      await expect(popup).toContainText(company.address);
      for (const h of company.hours) await expect(popup).toContainText(`${h.days}: ${h.hours}`);
      await expect(popup).not.toContainText('24/7');
      // Only the shop's own files and the intercepted tiles: no marker image of Leaflet's.
      expect(requested.filter((u) => /marker-(icon|shadow)/.test(u))).toEqual([]);
    });

    test.describe('without tiles', () => {
      test.use({ allowedConsoleErrors: [/ERR_FAILED|ERR_INTERNET_DISCONNECTED/] });

      test('Find Us still shows the address and the directions link', async ({ page, request }) => {
        const company = await companyProfile(request);
        await page.route(TILES, (route) => route.abort('internetdisconnected'));
        await openLanding(page);
        const location = page.locator('#location');
        await location.scrollIntoViewIfNeeded();
        await expect(
          location.getByText('The map could not be loaded.', { exact: false }),
        ).toBeVisible();
        await expect(location.getByText(company.address).first()).toBeVisible();
        await expect(location.getByRole('link', { name: /Get Directions/ })).toHaveAttribute(
          'href',
          new RegExp(`destination=${company.latitude},${company.longitude}&travelmode=driving`),
        );
        for (const h of company.hours)
          await expect(location.getByText(h.hours, { exact: true }).first()).toBeVisible();
      });
    });

    test('its own footer, the shop header, and no serious accessibility problem', async ({
      page,
      request,
    }) => {
      const company = await companyProfile(request);
      await openLanding(page);
      await expect(page).toHaveTitle(`Company | ${company.shortName}`);
      await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer).toHaveCount(1);
      for (const [label, href] of <[string, string][]>[
        ['About Us', '#about'],
        ['Our Work', '#gallery'],
        ['Contact Us', '#contact'],
        ['Find Us', '#location'],
        ['Privacy Policy', '/privacy'],
        ['Terms of Service', '/terms'],
        ['Warranty', '/warranty'],
        ['Sitemap', '/sitemap.xml'],
      ])
        await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute(
          'href',
          href,
        );
      await expect(footer).toContainText(`© ${new Date().getFullYear()} ${company.name}`);
      for (const h of company.hours) await expect(footer).toContainText(h.days);
      await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
      await expect(footer).not.toContainText('24/7');

      // The whole page, the map and the lazy parts included.
      await page.locator('#location').scrollIntoViewIfNeeded();
      await expect(page.locator('.leaflet-container')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      if (phone) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await sectionNav(page).getByRole('button', { name: 'Sections' }).click();
        await expectNoSeriousA11yViolations(page);
      }
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Get in Touch card posts and the page comes back with the status', async ({ page }) => {
    await page.goto('/company');
    const sent = messageFor('nojs');
    await fillCard(page, sent);
    await card(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/company#contact$/);
    await expect(cardStatus(page)).toHaveText('Message sent successfully!');
    await expect(card(page).getByPlaceholder('Your Name')).toHaveValue('');
    // The section links work without code too, and the lazily loaded sections are sent in place
    // (entry.server.tsx), not hidden for a script to reveal.
    await page.goto('/company');
    await expect(page.locator('#location')).toBeAttached();
    for (const name of ['Why Choose Us', 'Gallery', 'Find Us'])
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByText('Quick links', { exact: false }),
    ).toBeVisible();
  });
});
