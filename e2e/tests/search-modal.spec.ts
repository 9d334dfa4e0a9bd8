import { expect, listProducts, test, waitForHydration } from './fixtures';

test.describe('search modal', () => {
  test('opens as a dialog with the spec texts, clears, and closes with Escape', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);

    const opener = page.getByRole('banner').getByRole('button', { name: 'Search products' });
    await opener.click();

    const dialog = page.getByRole('dialog', { name: 'Search Products' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const input = dialog.getByRole('searchbox', { name: 'Search products' });
    await expect(input).toHaveAttribute(
      'placeholder',
      'Search for furniture, chairs, tables, sofas...',
    );
    await expect(
      dialog.getByText('Try searching for: chairs, tables, sofas, beds, cabinets, decor', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(
      'Try searching for: chairs, tables, sofas, beds, cabinets, decor',
    );

    // Focus moved into the dialog.
    await expect(input).toBeFocused();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await input.fill('wooden chair');
    await dialog.getByRole('button', { name: 'Clear search' }).click();
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('typing a word and Enter goes to the collection with results', async ({ page, request }) => {
    await page.goto('/');
    await waitForHydration(page);

    await page.getByRole('banner').getByRole('button', { name: 'Search products' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search Products' });
    const input = dialog.getByRole('searchbox');
    await input.fill('sofa');
    await input.press('Enter');

    await expect(page).toHaveURL(/\/collection\?q=sofa$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toContainText(
      'for “sofa”',
    );
    const names = await page
      .getByRole('main')
      .getByRole('article')
      .getByRole('heading')
      .allInnerTexts();
    // The sofas by name and by sub-category (Seating Furniture › Sofas), as the API finds them.
    const sofas = await listProducts(request, { q: 'sofa' });
    expect(names).toEqual(sofas.products.map((p) => p.name));
    expect(names.some((name) => !name.toLowerCase().includes('sofa'))).toBe(true);
    // The inline box carries the query on.
    await expect(page.getByPlaceholder('Search for furniture...', { exact: true })).toHaveValue(
      'sofa',
    );
  });

  test('is not offered on /collection, which has the inline search box instead', async ({
    page,
  }) => {
    await page.goto('/collection');
    await waitForHydration(page);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Search products' }),
    ).toHaveCount(0);
    await expect(
      page.getByRole('main').getByRole('searchbox', { name: 'Search products' }),
    ).toHaveAttribute('placeholder', 'Search for furniture...');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
