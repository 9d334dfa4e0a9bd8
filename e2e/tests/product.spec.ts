import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  listProducts,
  test,
  toast,
  waitForHydration,
  type ApiProduct,
  openProduct,
} from './fixtures';
import { PASSWORD, registerCustomer } from './order-helpers';

const PRODUCT_ID = /\/product\/([0-9a-f]{24})$/;
// The browser logs this for any document or data request answered with 404.
const HTTP_404 = /Failed to load resource: the server responded with a status of 404/;

function formatSsp(amount: number) {
  return `SSP ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const sizeButtons = (page: Page) =>
  page.getByRole('group', { name: /^Select size/ }).getByRole('button');
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, / });

/**
 * A product whose number of sizes passes `count` and whose first size can be bought: its stock
 * is not counted, or enough is left that the other tests' orders cannot use it up.
 */
async function productWithSizes(
  request: APIRequestContext,
  count: (sizes: number) => boolean,
): Promise<ApiProduct> {
  const { products } = await listProducts(request, { pageSize: 50, inStock: 'true' });
  const product = products.find(
    (p) => count(p.sizes.length) && (!p.stock || (p.stock[p.sizes[0]!] ?? 0) >= 10),
  );
  if (!product) throw new Error('no demo product in stock has that number of sizes');
  return product;
}

/** A product whose detail page lists related products (so that section is there to test). */
async function productWithRelated(
  page: Page,
): Promise<{ product: ApiProduct; related: ApiProduct[] }> {
  const { products } = await listProducts(page.request, { category: 'FoodStuffs', pageSize: 20 });
  for (const candidate of products) {
    const response = await page.request.get(`/api/product/${candidate._id}`);
    const body = (await response.json()) as { product: ApiProduct; related: ApiProduct[] };
    if (body.related.length > 0) return body;
  }
  throw new Error('no FoodStuffs product has related products');
}

test.describe('product page', () => {
  test('opens from a card and shows name, price and sizes', async ({ page, request }) => {
    await page.goto('/collection');
    await waitForHydration(page);
    const card = page.getByRole('main').getByRole('article').first();
    const name = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('heading').getByRole('link').click();

    await expect(page).toHaveURL(PRODUCT_ID);
    const id = PRODUCT_ID.exec(page.url())![1]!;
    const product = (
      (await (await request.get(`/api/product/${id}`)).json()) as { product: ApiProduct }
    ).product;
    expect(product.name).toBe(name);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(
      page.getByRole('main').getByText(formatSsp(product.price), { exact: true }).first(),
    ).toBeVisible();
    await expect(sizeButtons(page)).toHaveText(product.sizes);
  });

  test('with several sizes, adding needs a size', async ({ page, request }) => {
    const product = await productWithSizes(request, (n) => n > 1);
    await openProduct(page, product._id);
    const add = page.getByRole('button', { name: 'Add to Cart' });
    await expect(sizeButtons(page).first()).toHaveAttribute('aria-pressed', 'false');
    await add.click();
    await expect(toast(page, 'Please select a size first')).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');

    await sizeButtons(page).first().click();
    await expect(sizeButtons(page).first()).toHaveAttribute('aria-pressed', 'true');
    await add.click();
    await expect(toast(page, `${product.name} added to cart!`)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await expect(cartLink(page)).toHaveText('1');
  });

  test('with one size, that size is chosen already and Add to Cart needs no tap before it', async ({
    page,
    request,
  }) => {
    const product = await productWithSizes(request, (n) => n === 1);
    await openProduct(page, product._id);
    const only = sizeButtons(page);
    await expect(only).toHaveText(product.sizes);
    await expect(only).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(`Select size: ${product.sizes[0]}`)).toBeVisible();
    // Tapping it again keeps it: there is nothing else to choose.
    await only.click();
    await expect(only).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(page, `${product.name} added to cart!`)).toBeVisible();
    await expect(toast(page, 'Please select a size first')).toHaveCount(0);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  });

  test.describe('as a visitor', () => {
    // /login is answered by the app's 404 route (accounts are described in the second spec).
    test.use({ allowedConsoleErrors: [HTTP_404] });

    test('the wishlist heart asks to log in, and signing in comes back to the product', async ({
      page,
      request,
    }) => {
      const [product] = (await listProducts(request, { pageSize: 1 })).products;
      const customer = await registerCustomer(request, 'product-heart');
      await openProduct(page, product!._id);

      await page
        .getByRole('main')
        .getByRole('button', { name: 'Add to favorites (wishlist)' })
        .first()
        .click();
      await expect(toast(page, 'Please login to add favorites')).toBeVisible();
      await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/product/${product!._id}`)}`);
      await waitForHydration(page);
      await page.getByLabel('Email', { exact: true }).fill(customer.email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page).toHaveURL(`/product/${product!._id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.name);
    });
  });

  test('Our Story / Mission / Vision tabs switch with clicks and arrow keys', async ({
    page,
    request,
  }) => {
    const [product] = (await listProducts(request, { pageSize: 1 })).products;
    await openProduct(page, product!._id);

    const tablist = page.getByRole('tablist', { name: 'About our company' });
    const story = tablist.getByRole('tab', { name: 'Our Story' });
    const mission = tablist.getByRole('tab', { name: 'Mission' });
    const vision = tablist.getByRole('tab', { name: 'Vision' });
    await expect(story).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);

    await mission.click();
    await expect(mission).toHaveAttribute('aria-selected', 'true');
    await expect(story).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel', { name: 'Mission' })).toContainText('Our mission is');

    await mission.press('ArrowRight');
    await expect(vision).toHaveAttribute('aria-selected', 'true');
    await expect(vision).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Vision' })).toBeVisible();

    await vision.press('ArrowRight');
    await expect(story).toHaveAttribute('aria-selected', 'true');
    await expect(story).toBeFocused();

    await story.press('ArrowLeft');
    await expect(vision).toHaveAttribute('aria-selected', 'true');
    await expect(vision).toBeFocused();
  });

  test('related products link to other products', async ({ page }) => {
    const { product, related } = await productWithRelated(page);
    await page.goto(`/product/${product._id}`);

    const section = page.getByRole('region', { name: 'Related Products' });
    const links = section.getByRole('article').getByRole('heading').getByRole('link');
    await expect(links).toHaveCount(Math.min(5, related.length));
    for (const link of await links.all()) {
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/product\/[0-9a-f]{24}$/);
      expect(href).not.toBe(`/product/${product._id}`);
    }

    await waitForHydration(page);
    const target = links.first();
    const targetName = (await target.innerText()).trim();
    await target.click();
    await expect(page).not.toHaveURL(new RegExp(product._id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(targetName);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    const { product } = await productWithRelated(page);
    await openProduct(page, product._id);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('unknown product', () => {
    test.use({ allowedConsoleErrors: [HTTP_404] });

    test('answers 404 with a helpful not-found page', async ({ page }) => {
      const response = await page.goto('/product/0123456789abcdef01234567');
      expect(response?.status()).toBe(404);

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'We could not find that page',
      );
      await expect(
        page.getByRole('main').getByRole('searchbox', { name: 'Search products' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
        'href',
        '/',
      );
      await expect(page.getByRole('link', { name: 'Browse all products' })).toHaveAttribute(
        'href',
        '/collection',
      );
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Food Stuffs' }),
      ).toHaveAttribute('href', '/collection?category=FoodStuffs');
      await expect(page).toHaveTitle(/not found/i);
    });
  });
});
