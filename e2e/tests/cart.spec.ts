import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  listProducts,
  parsePrice,
  test,
  dismissToasts,
  toast,
  waitForHydration,
  type ApiProduct,
  openProduct,
} from './fixtures';

const DELIVERY_FEE = 'SSP 25,000.00';
const BELOW_ONE = 'quantity cannot go below 1. Use remove button to delete item.';

/** A product in two sizes, cheap enough that a few of them stay below free delivery. */
async function twoSizeProduct(page: Page): Promise<ApiProduct & { sizes: [string, string] }> {
  const { products } = await listProducts(page.request, { pageSize: 50 });
  const product = products.find((p) => p.sizes.length >= 2 && p.price <= 1_000_000);
  if (!product) throw new Error('no product with two sizes under SSP 1,000,000');
  return product as ApiProduct & { sizes: [string, string] };
}

function cartLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Cart, / });
}

/** Adds the product in each size through its page, as a customer would. */
async function addSizes(page: Page, product: ApiProduct, sizes: string[]) {
  await openProduct(page, product._id);
  const picker = page.getByRole('group', { name: /^Select size/ });
  for (const [i, size] of sizes.entries()) {
    await picker.getByRole('button', { name: size, exact: true }).click();
    await expect(picker.getByRole('button', { name: size, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartLink(page)).toHaveAccessibleName(
      `Cart, ${i + 1} ${i === 0 ? 'item' : 'items'}`,
    );
  }
  await expect(toast(page, `${product.name} added to cart!`).first()).toBeVisible();
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * "Save for later: X" and the like: the visible word plus a visually hidden ": X". Browsers put
 * a space before the hidden part (it is absolutely positioned), so allow one.
 */
function actionName(action: string, label: string) {
  return new RegExp(`^${escapeRe(action)}\\s?: ${escapeRe(label)}$`);
}

/** The controls of one cart line (a product in one size). */
function line(page: Page, product: ApiProduct, size: string) {
  const label = `${product.name}, size ${size}`;
  const main = page.getByRole('main');
  return {
    item: main
      .getByRole('listitem')
      .filter({ has: page.getByRole('checkbox', { name: `Select ${label}` }) }),
    quantity: main.getByRole('textbox', { name: `Quantity of ${label}` }),
    increase: main.getByRole('button', { name: `Increase quantity of ${label}` }),
    decrease: main.getByRole('button', { name: `Decrease quantity of ${label}` }),
    saveForLater: main.getByRole('button', { name: actionName('Save for later', label) }),
  };
}

/** Sum of (unit price shown × quantity shown) over the cart's lines. */
async function sumOfLines(page: Page, lines: { item: Locator; quantity: Locator }[]) {
  let sum = 0;
  for (const l of lines) {
    // The unit price, beside the unit it is per ('SSP 120,000.00 per piece').
    const each = await l.item.getByText(/^SSP [\d,.]+ per /).innerText();
    sum += parsePrice(each) * Number(await l.quantity.inputValue());
  }
  return sum;
}

function summaryValue(page: Page, term: string | RegExp) {
  return page
    .getByRole('region', { name: 'Order Summary' })
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: term }) })
    .getByRole('definition');
}

test.describe('cart', () => {
  test('two sizes in the cart: lines, badge, quantities, summary and reload', async ({ page }) => {
    const product = await twoSizeProduct(page);
    const [a, b] = product.sizes;
    await addSizes(page, product, [a, b]);

    await dismissToasts(page);
    await cartLink(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    const lineA = line(page, product, a);
    const lineB = line(page, product, b);
    await expect(lineA.item).toBeVisible();
    await expect(lineB.item).toBeVisible();
    await expect(lineA.item).toContainText(`Size: ${a}`);
    await expect(lineB.item).toContainText(`Size: ${b}`);
    await expect(lineA.quantity).toHaveValue('1');
    await expect(lineB.quantity).toHaveValue('1');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    await expect(cartLink(page)).toHaveText('2');

    await lineA.increase.click();
    await expect(toast(page, 'quantity updated to 2')).toBeVisible();
    await expect(lineA.quantity).toHaveValue('2');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');

    // Order summary: subtotal is the sum of the lines, shipping the delivery fee.
    const subtotal = await sumOfLines(page, [lineA, lineB]);
    expect(subtotal).toBe(product.price * 3);
    expect(subtotal).toBeLessThan(10_000_000);
    await expect(
      page.getByRole('region', { name: 'Order Summary' }).getByRole('term').first(),
    ).toHaveText('Subtotal (3 items)');
    await expect
      .poll(async () => parsePrice(await summaryValue(page, /^Subtotal/).innerText()))
      .toBe(subtotal);
    await expect(summaryValue(page, 'Shipping')).toHaveText(DELIVERY_FEE);
    await expect
      .poll(async () => parsePrice(await summaryValue(page, /^Total$/).innerText()))
      .toBe(subtotal + 25_000);
    await expect(page.getByText('Free shipping applied')).toHaveCount(0);

    await lineA.decrease.click();
    await expect(toast(page, 'quantity updated to 1')).toBeVisible();
    await expect(lineA.quantity).toHaveValue('1');
    await lineA.decrease.click();
    await expect(toast(page, BELOW_ONE)).toBeVisible();
    await expect(lineA.quantity).toHaveValue('1');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

    // The cart lives in localStorage: it survives a reload.
    await page.reload();
    await expect(lineA.quantity).toHaveValue('1');
    await expect(lineB.quantity).toHaveValue('1');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  });

  test('save for later, move back to the cart, then remove everything', async ({ page }) => {
    const product = await twoSizeProduct(page);
    const [a, b] = product.sizes;
    await addSizes(page, product, [a, b]);
    await page.goto('/cart');
    await waitForHydration(page);

    const lineA = line(page, product, a);
    const lineB = line(page, product, b);
    await expect(lineB.item).toBeVisible();

    await lineB.saveForLater.click();
    await expect(toast(page, `${product.name} saved for later`)).toBeVisible();
    await expect(lineB.item).toHaveCount(0);
    await expect(lineA.item).toBeVisible();
    const saved = page.getByRole('region', { name: /^Saved for later/ });
    await expect(saved).toBeVisible();
    await expect(saved).toContainText(`Size ${b}`);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    // The saved list sits under the cart lines.
    const lineBox = (await lineA.item.boundingBox())!;
    const savedBox = (await saved.boundingBox())!;
    expect(savedBox.y).toBeGreaterThan(lineBox.y);

    await saved
      .getByRole('button', { name: actionName('Move to cart', `${product.name}, size ${b}`) })
      .click();
    await expect(toast(page, `${product.name} moved to cart`)).toBeVisible();
    await expect(lineB.item).toBeVisible();
    await expect(saved).toHaveCount(0);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

    const removeSelected = page.getByRole('button', { name: /^Remove selected/ });
    await expect(removeSelected).toBeDisabled();
    await page.getByRole('checkbox', { name: /^Select all/ }).check();
    await expect(page.getByRole('checkbox', { name: /^Select .+, size / })).toHaveCount(2);
    for (const box of await page.getByRole('checkbox', { name: /^Select .+, size / }).all()) {
      await expect(box).toBeChecked();
    }
    await expect(removeSelected).toHaveText('Remove selected (2)');
    await removeSelected.click();

    await expect(toast(page, 'removed from cart')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Start Shopping' }),
    ).toHaveAttribute('href', '/collection');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  });

  test('a filled cart has no serious accessibility violations', async ({ page }) => {
    const product = await twoSizeProduct(page);
    await addSizes(page, product, [product.sizes[0]]);
    await page.goto('/cart');
    await waitForHydration(page);
    await expect(line(page, product, product.sizes[0]).item).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
