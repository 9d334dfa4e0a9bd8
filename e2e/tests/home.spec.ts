import {
  expect,
  expectNoSeriousA11yViolations,
  listBlogs,
  test,
  waitForHydration,
} from './fixtures';
import type { Page } from '@playwright/test';

const PRODUCT_HREF = /^\/product\/[0-9a-f]{24}$/;

/** The home page, hydrated, and the first New Arrivals card's View Details link with its href. */
async function firstNewArrival(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  const link = page
    .getByRole('region', { name: 'New Arrivals' })
    .getByRole('link', { name: /^View Details/ })
    .first();
  return { link, href: await link.getAttribute('href') };
}

test.describe('home page', () => {
  test('hero with the company tagline and the service carousel with its highlights', async ({
    page,
    request,
  }) => {
    const settings = (await (await request.get('/api/settings')).json()) as {
      company: { tagline: string };
    };
    await page.goto('/');

    await expect(
      page.getByRole('heading', { level: 1, name: settings.company.tagline }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Browse Products & Services/ })).toHaveAttribute(
      'href',
      '/collection',
    );

    const services = page.getByRole('region', { name: 'Products and services for every project' });
    await expect(
      services.getByRole('heading', { name: 'Petroleum Services' }).first(),
    ).toBeVisible();
    const highlights = services.getByRole('listitem');
    for (const title of ['Construction Works', 'Efficient Logistics', 'Trusted Partnerships']) {
      await expect(highlights.getByRole('heading', { name: title })).toBeVisible();
    }
  });

  test('New Arrivals shows 10 product cards and Popular Products 5, all linked to products', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);

    const arrivals = page.getByRole('region', { name: 'New Arrivals' });
    // The slider (all 10 cards) replaces the static row once the section nears the viewport.
    await arrivals.scrollIntoViewIfNeeded();
    await expect(arrivals.getByRole('article')).toHaveCount(10);
    const arrivalLinks = arrivals.getByRole('article').getByRole('heading').getByRole('link');
    await expect(arrivalLinks).toHaveCount(10);
    for (const href of await arrivalLinks.evaluateAll((links) =>
      links.map((a) => a.getAttribute('href')),
    )) {
      expect(href).toMatch(PRODUCT_HREF);
    }

    const popular = page.getByRole('region', { name: 'Popular Products' });
    await expect(popular.getByRole('article')).toHaveCount(5);
    for (const card of await popular.getByRole('article').all()) {
      await expect(card.getByRole('heading').getByRole('link')).toHaveAttribute(
        'href',
        PRODUCT_HREF,
      );
      await expect(card.getByRole('link', { name: /^View Details/ })).toHaveAttribute(
        'href',
        PRODUCT_HREF,
      );
    }
  });

  test("the first click on a New Arrivals card, before anything else, opens the product (the slider's arrival never swallows it)", async ({
    page,
  }) => {
    const { link: first, href } = await firstNewArrival(page);
    // One click, no retry: the slider replacing the cards mid-click used to lose it.
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('Discover link to /about and the blog list with Continue Reading links', async ({
    page,
    request,
  }) => {
    const blogs = await listBlogs(request);
    await page.goto('/');

    const discover = page.getByRole('link', { name: 'Discover more about our company' });
    await expect(discover).toHaveAttribute('href', '/about');
    await expect(discover).toContainText('Discover');

    const blog = page.getByRole('region', { name: 'From Our Blog' });
    const readMore = blog.getByRole('link', { name: /^Continue Reading/ });
    await expect(readMore).toHaveCount(Math.min(6, blogs.length));
    await expect(readMore.first()).toHaveAttribute('href', /^\/blog\/[0-9a-f]{24}$/);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    // Let the lazily enhanced sections (sliders, streamed blog list) arrive first.
    await page.getByRole('region', { name: 'From Our Blog' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('link', { name: /^Continue Reading/ }).first()).toBeVisible();
    await page.getByRole('region', { name: 'New Arrivals' }).scrollIntoViewIfNeeded();
    await expect(
      page.getByRole('region', { name: 'New Arrivals' }).getByRole('article'),
    ).toHaveCount(10);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('home page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.describe('with a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true });

    test('the first tap on a New Arrivals card opens the product', async ({ page }) => {
      const { link: first, href } = await firstNewArrival(page);
      await first.scrollIntoViewIfNeeded();
      await first.tap();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    });
  });

  test('the mobile menu opens, shows the links and closes after a link is clicked', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);

    const toggle = page.getByRole('banner').getByRole('button', { name: /^(Open|Close) menu$/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Close menu');
    await expect(menu).toBeVisible();
    for (const name of ['Home', 'Collection', 'About', 'Contact']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await menu.getByRole('link', { name: 'Collection', exact: true }).click();
    await expect(page).toHaveURL(/\/collection$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
