import type { Page } from '@playwright/test';
import { expect, listProducts, test, waitForHydration } from './fixtures';

// The collection's search by what things are and its typo tolerance (docs/decisions/
// 0053-catalogue-search-typos-and-places.md), at a phone's width and a laptop's.

/** The product names of the cards in the result grid, in order. */
const cardNames = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading').allInnerTexts();

for (const width of [390, 1280]) {
  test.describe(`catalogue search at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });

    test("the assistant's Show More after 'chiar' shows the chairs and says it searched for 'chair'", async ({
      page,
      request,
    }) => {
      const chairs = await listProducts(request, { q: 'chair' });
      expect(chairs.total).toBeGreaterThan(3);
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Open the shopping assistant' }).click();
      const panel = page.getByRole('dialog', { name: 'Shopping Assistant' });
      const field = panel.getByRole('textbox', { name: 'Type your message' });
      await field.fill('chiar');
      await field.press('Enter');
      await panel.getByRole('button', { name: 'Show More', exact: true }).last().click();

      await expect(page).toHaveURL(/\/collection\?q=chiar$/);
      await expect(page.getByText('Showing results for chair', { exact: true })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
        `Showing 1–${Math.min(10, chairs.total)} of ${chairs.total} products for “chair”`,
      );
      expect(await cardNames(page)).toEqual(chairs.products.map((p) => p.name));
      // The box keeps what was typed; a search found as typed says nothing of a correction.
      const search = page.getByPlaceholder('Search for furniture...', { exact: true });
      await expect(search).toHaveValue('chiar');
      await search.fill('chair');
      await search.press('Enter');
      await expect(page).toHaveURL(/[?&]q=chair(&|$)/);
      await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toContainText(
        `of ${chairs.total} products for “chair”`,
      );
      await expect(page.getByText(/^Showing results for/)).toHaveCount(0);
    });

    test("'sofa' finds the products of Seating Furniture › Sofas whose names never say it", async ({
      page,
      request,
    }) => {
      const sofas = await listProducts(request, {
        category: 'Seatingfurniture',
        subCategory: 'Sofas',
        pageSize: 50,
      });
      const unnamed = sofas.products.filter((p) => !p.name.toLowerCase().includes('sofa'));
      expect(unnamed.length).toBeGreaterThan(0);
      await page.goto('/collection');
      await waitForHydration(page);
      const search = page.getByPlaceholder('Search for furniture...', { exact: true });
      await search.fill('sofa');
      await expect(page).toHaveURL(/[?&]q=sofa(&|$)/);
      await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toContainText(
        'for “sofa”',
      );
      const shown = await cardNames(page);
      for (const p of unnamed) expect(shown).toContain(p.name);
    });

    test("a typo it cannot correct offers the sub-category, and 'No products found for' names the search", async ({
      page,
    }) => {
      await page.goto('/collection?q=zofas');
      await waitForHydration(page);
      await expect(page.getByText("No products found for 'zofas'", { exact: true })).toBeVisible();
      await expect(page.getByText(/^Showing results for/)).toHaveCount(0);
      const didYouMean = page.getByText(/^Did you mean:/);
      await didYouMean.getByRole('link', { name: 'Sofas', exact: true }).click();
      await expect(page).toHaveURL(/[?&]q=Sofas(&|$)/);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    });
  });
}
