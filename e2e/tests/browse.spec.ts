import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  listProducts,
  parsePrice,
  test,
  waitForHydration,
} from './fixtures';

const NO_PRODUCTS = 'No products found matching your current filters.';

/** The product names of the cards in the result grid, in order. */
function cardNames(page: Page) {
  return page.getByRole('main').getByRole('article').getByRole('heading').allInnerTexts();
}

async function openCollection(page: Page, url = '/collection') {
  await page.goto(url);
  await waitForHydration(page);
}

test.describe('collection', () => {
  test('a category radio filters the results to that category', async ({ page, request }) => {
    const { products, total } = await listProducts(request, {
      category: 'FoodStuffs',
      pageSize: 50,
    });
    const names = new Set(products.map((p) => p.name));
    expect(total).toBeGreaterThan(0);

    await openCollection(page);
    await page.getByRole('radio', { name: 'Food Stuffs' }).check();

    await expect(page).toHaveURL(/[?&]category=FoodStuffs(&|$)/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Food Stuffs');
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toContainText(
      `of ${total} products`,
    );
    await expect(page.getByRole('radio', { name: 'Food Stuffs' })).toBeChecked();
    const shown = await cardNames(page);
    expect(shown.length).toBe(Math.min(10, total));
    for (const name of shown)
      expect(names, `"${name}" is not a FoodStuffs product`).toContain(name);
  });

  test('a subcategory narrows the category further', async ({ page, request }) => {
    const { products } = await listProducts(request, { category: 'FoodStuffs', pageSize: 50 });
    const sub = products[0]!.subCategory;
    const inSub = products.filter((p) => p.subCategory === sub).map((p) => p.name);

    await openCollection(page, '/collection?category=FoodStuffs');
    await page
      .getByRole('group', { name: 'Type' })
      .getByRole('radio', { name: sub, exact: true })
      .check();

    await expect(page).toHaveURL(
      new RegExp(`subCategory=${encodeURIComponent(sub).replace(/%20/g, '(\\+|%20)')}`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Food Stuffs · ${sub}`);
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toContainText(
      `of ${inSub.length} ${inSub.length === 1 ? 'product' : 'products'}`,
    );
    const shown = await cardNames(page);
    expect(shown.sort()).toEqual(inSub.slice(0, 10).sort());

    // Another category clears the subcategory.
    await page.getByRole('radio', { name: 'Relief Supplies' }).check();
    await expect(page).toHaveURL(/\/collection\?category=ReliefSupplies$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Relief Supplies');
    await expect(
      page.getByRole('group', { name: 'Type' }).getByRole('radio', { name: 'All' }),
    ).toBeChecked();
  });

  test('sorting by price low to high orders the page ascending', async ({ page, request }) => {
    const cheapest = (await listProducts(request, { sort: 'low', pageSize: 1 })).products[0]!;

    await openCollection(page);
    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/[?&]sort=low(&|$)/);
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(cheapest.name);

    const prices = (await page.getByRole('main').getByRole('article').allInnerTexts()).map(
      parsePrice,
    );
    expect(prices.length).toBe(10);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(cheapest.price);
  });

  test('the inline search box filters the results by name', async ({ page }) => {
    await openCollection(page);
    const search = page.getByPlaceholder('Search for furniture...', { exact: true });
    await expect(search).toHaveAccessibleName('Search products');

    // A word that names no category or sub-category: the names alone (catalogue-search.spec.ts
    // has the words that do).
    await search.fill('seater');
    await expect(page).toHaveURL(/[?&]q=seater(&|$)/);
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toContainText(
      'for “seater”',
    );
    const shown = await cardNames(page);
    expect(shown.length).toBeGreaterThan(0);
    for (const name of shown) expect(name.toLowerCase()).toContain('seater');
  });

  test('a search without matches says so, and a typo offers "Did you mean"', async ({
    page,
    request,
  }) => {
    await openCollection(page);
    const search = page.getByPlaceholder('Search for furniture...', { exact: true });

    await search.fill('qqxzvw');
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=qqxzvw(&|$)/);
    // Only a search term: the result names it (no filters to blame).
    await expect(page.getByText("No products found for 'qqxzvw'", { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);

    // Another first letter: too far to correct (catalogue-search.spec.ts has the corrections),
    // close enough to suggest.
    await search.fill('xement');
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=xement(&|$)/);
    await expect(page.getByText("No products found for 'xement'", { exact: true })).toBeVisible();
    const didYouMean = page.getByText(/^Did you mean:/);
    await expect(didYouMean).toBeVisible();
    const suggestion = didYouMean.getByRole('link').first();
    await expect(suggestion).toContainText(/cement/i);

    const suggested = (await suggestion.innerText()).trim();
    await suggestion.click();
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(search).toHaveValue(suggested);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    // A product's name or a sub-category's ('Cement'): either way the API's products for it.
    const found = await listProducts(request, { q: suggested });
    expect(await cardNames(page)).toEqual(found.products.map((p) => p.name));

    // A search within a category: the filters may be what leaves nothing.
    await page.goto('/collection?category=FoodStuffs&q=qqxzvw');
    await expect(page.getByText(NO_PRODUCTS, { exact: true })).toBeVisible();
  });

  test('pagination: page 2 shows other products and the Page 1 link goes back', async ({
    page,
    request,
  }) => {
    const { total } = await listProducts(request, { pageSize: 1 });
    expect(total).toBeGreaterThan(10);

    await openCollection(page);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const firstPage = await cardNames(page);
    expect(firstPage).toHaveLength(10);

    await pagination.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(pagination.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toContainText(
      `Showing 11–`,
    );
    const secondPage = await cardNames(page);
    expect(secondPage.length).toBeGreaterThan(0);
    for (const name of secondPage) expect(firstPage).not.toContain(name);
    await expect(pagination.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/collection',
    );

    await pagination.getByRole('link', { name: 'Page 1', exact: true }).click();
    await expect(page).toHaveURL(/\/collection$/);
    await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect.poll(() => cardNames(page)).toEqual(firstPage);

    // A new sort on page 2 goes back to page 1.
    await pagination.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await page.getByLabel('Sort by').selectOption('high');
    await expect(page).toHaveURL(/\/collection\?sort=high$/);
    await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('?category=FoodStuffs preselects the category radio', async ({ page }) => {
    await openCollection(page, '/collection?category=FoodStuffs');
    await expect(page.getByRole('radio', { name: 'Food Stuffs' })).toBeChecked();
    await expect(
      page.getByRole('group', { name: 'Categories' }).getByRole('radio', { name: 'All' }),
    ).not.toBeChecked();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Food Stuffs');
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await openCollection(page);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('a product card on a phone', () => {
  for (const width of [360, 390]) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('keeps its description, the words View Details and the WhatsApp button', async ({
        page,
      }) => {
        await openCollection(page);
        const card = page.getByRole('main').getByRole('article').first();
        const name = await card.getByRole('heading').innerText();
        const details = card.getByRole('link', { name: /^View Details/ });
        await expect(details).toBeVisible();
        // The words fit: nothing of the button's text is cut off.
        const fits = await details.evaluate((el) => el.scrollWidth <= el.clientWidth);
        expect(fits).toBe(true);
        await expect(card.locator('p.line-clamp-2')).toBeVisible();
        const whatsApp = card.getByRole('link', { name: `Ask about ${name} on WhatsApp` });
        await expect(whatsApp).toBeVisible();
        // No control sits on another: the WhatsApp button and the heart both take their taps.
        const heart = card.getByRole('button', { name: /favorites/ });
        const [a, b] = [await whatsApp.boundingBox(), await heart.boundingBox()];
        expect(a && b && (a.x + a.width <= b.x || b.x + b.width <= a.x)).toBe(true);
      });
    });
  }
});
