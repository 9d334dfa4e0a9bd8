import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { adminToast, adminToken, signInAdmin, staffSignIn } from './admin-helpers';
import {
  expect,
  expectNoSeriousA11yViolations,
  listProducts,
  test,
  waitForHydration,
  openProduct,
  addSizeToCart,
} from './fixtures';
import { cartLink, ssp } from './order-helpers';

// The admin site's products screens (issue 6) against the real API in the built shop: create a
// product with pictures and find it in the storefront, change its price under a visitor's cart,
// catch someone else's save, archive it out of the shop; import a CSV (a bad row refused with its
// row number, then fixed) and export the list. Products are made in Petroleum Services and priced
// above SSP 1,000,000, out of the way of the specs that pick cheap or FoodStuffs/ReliefSupplies
// products. Admin sign-ins are few (10 per account in 15 minutes for the whole suite).

/**
 * A real PNG (RGB, 8 bits) drawn as a checkerboard of `rgb` and white, made here with zlib: no
 * binary fixtures in the repository. 320 pixels is above the shop's 240-pixel minimum.
 */
function png(rgb: [number, number, number], size = 320): Buffer {
  const stride = 1 + size * 3;
  const raw = Buffer.alloc(stride * size);
  for (let y = 0; y < size; y++) {
    raw[y * stride] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const dark = ((x >> 5) + (y >> 5)) % 2 === 0;
      const at = y * stride + 1 + x * 3;
      raw[at] = dark ? rgb[0] : 255;
      raw[at + 1] = dark ? rgb[1] : 255;
      raw[at + 2] = dark ? rgb[2] : 255;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A figure in the storefront cart's Order Summary ('Subtotal (1 item)', 'Shipping', 'Total'). */
function summaryLine(shop: Page, term: RegExp) {
  return shop
    .getByRole('region', { name: 'Order Summary' })
    .locator('dl > div')
    .filter({ has: shop.getByRole('term').filter({ hasText: term }) })
    .getByRole('definition');
}

function amountOf(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

test.describe('admin site: products', () => {
  test.describe('a product from the editor to the shop and out of it', () => {
    // On purpose: the vanished picture's 400, the stale save's 409, the archived product's 410.
    test.use({
      allowedConsoleErrors: [
        /Failed to load resource: the server responded with a status of 4(00|04|09|10)/,
      ],
    });

    test('create with two pictures, find, reprice under a cart, catch a stale save, archive', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const stamp = Date.now().toString(36);
      const name = `Gas cylinder 12 kg ${stamp}`;

      // Staff sign in through the admin site's own login page.
      await staffSignIn(page);
      const nav = page.getByRole('navigation', { name: 'Admin sections' });
      const token = (await page.evaluate(() => localStorage.getItem('token')))!;

      await page.goto('/admin/products');
      await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('link', { name: 'New product' }).click();
      await expect(page).toHaveURL(/\/admin\/products\/new$/);
      await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

      // Nothing typed: the API's own schema speaks at each field, and the first takes the focus.
      await page.getByRole('button', { name: 'Create product' }).click();
      await expect(page.getByText('Enter the product name.')).toBeVisible();
      await expect(page.getByText('Enter a description.')).toBeVisible();
      await expect(page.getByText('Choose a category.', { exact: true })).toBeVisible();
      await expect(page.getByText('Add at least one picture.')).toBeVisible();
      await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
      await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );

      await page.getByLabel('Name', { exact: true }).fill(name);
      await expect(page.getByText('Enter the product name.')).toHaveCount(0);
      await page
        .getByLabel('Description')
        .fill('A full 12 kg cooking gas cylinder with its valve, refilled in Juba.');
      const price = page.getByLabel('Price (SSP)');
      await price.fill('12.5');
      await expect(
        page.getByText('The price must be a whole number of pounds, without cents.'),
      ).toBeVisible();
      await price.fill('1,234,000');
      await expect(page.getByText('Shown as SSP 1,234,000.00')).toBeVisible();

      // The subcategories follow the category.
      const subCategory = page.getByLabel('Subcategory');
      await expect(subCategory).toBeDisabled();
      await page
        .getByLabel('Category', { exact: true })
        .selectOption({ label: 'Petroleum Services' });
      await expect(subCategory.getByRole('option')).toHaveText([
        'Choose a subcategory',
        'Diesel',
        'Petrol',
        'Lubricants',
        'Gas Cylinders',
      ]);
      await subCategory.selectOption('Gas Cylinders');

      // Sizes are chips: Enter adds one, a size twice is refused, each has its remove button.
      const sizeInput = page.getByLabel('Add a size');
      for (const size of ['Small', 'Large', 'Spare']) {
        await sizeInput.fill(size);
        await sizeInput.press('Enter');
      }
      await sizeInput.fill('small');
      await sizeInput.press('Enter');
      await expect(page.getByText('The size "small" is listed twice.')).toBeVisible();
      await sizeInput.fill('');
      await page.getByRole('button', { name: 'Remove size Spare' }).click();
      await expect(page.getByRole('list', { name: 'Sizes' }).getByRole('listitem')).toHaveText([
        /^Small/,
        /^Large/,
      ]);
      await expect(page).toHaveURL(/\/admin\/products\/new$/);

      // Two pictures at once, each with its own upload; then the second becomes the main one.
      await page.getByLabel('Add pictures').setInputFiles([
        { name: 'blue.png', mimeType: 'image/png', buffer: png([30, 64, 175]) },
        { name: 'orange.png', mimeType: 'image/png', buffer: png([234, 88, 12]) },
      ]);
      const pictures = page.getByRole('list', { name: 'Pictures' }).getByRole('img');
      await expect(pictures).toHaveCount(2);
      await expect(page.getByRole('img', { name: 'Picture 1, the main picture' })).toBeVisible();
      const first = (await pictures.nth(0).getAttribute('src'))!;
      const second = (await pictures.nth(1).getAttribute('src'))!;
      expect(first).toMatch(/^\/uploads\/products\/[0-9a-f]{32}-240\.webp$/);
      expect(second).not.toBe(first);
      await page.getByRole('button', { name: 'Move picture 2 left' }).click();
      await expect(pictures.nth(0)).toHaveAttribute('src', second);
      await expect(pictures.nth(1)).toHaveAttribute('src', first);
      // The keyboard stays with the moved picture (now first: only "right" is left to press).
      await expect(page.getByRole('button', { name: 'Move picture 1 right' })).toBeFocused();

      // A picture whose files vanished from the shop meanwhile is refused by the server alone;
      // its message (from the answer's per-field errors) shows at the pictures all the same.
      await page.getByLabel('Add pictures').setInputFiles({
        name: 'green.png',
        mimeType: 'image/png',
        buffer: png([21, 128, 61]),
      });
      await expect(pictures).toHaveCount(3);
      const third = (await pictures.nth(2).getAttribute('src'))!;
      fs.unlinkSync(
        path.join(process.env.E2E_DATA_DIR!, third.replace(/-240\.webp$/, '-800.webp')),
      );
      await page.getByRole('button', { name: 'Create product' }).click();
      const vanished = page.getByText('Picture 3 was not found on this shop. Upload it again.');
      await expect(vanished).toBeVisible();
      await expect(page.getByLabel('Add pictures')).toBeFocused();
      await page.getByRole('button', { name: 'Remove picture 3' }).click();
      await expect(vanished).toHaveCount(0);
      await expect(pictures).toHaveCount(2);

      // The live preview reads like the storefront's card.
      const preview = page.getByRole('region', { name: 'Preview as on the shop' });
      await expect(preview.getByRole('heading', { name })).toBeVisible();
      await expect(preview.getByText('SSP 1,234,000.00')).toBeVisible();
      await expect(preview.getByText('No ratings')).toBeVisible();
      await expect(preview.locator('img')).toHaveAttribute(
        'src',
        second.replace(/-240\.webp$/, '-480.webp'),
      );
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Create product' }).click();
      await expect(adminToast(page, 'Product created.')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f]{24}$/);
      const id = /\/products\/([0-9a-f]{24})$/.exec(page.url())![1]!;
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText('All changes saved')).toBeVisible();
      const view = page.getByRole('link', { name: /^View on the shop/ });
      await expect(view).toHaveAttribute('href', `/product/${id}`);
      await expect(view).toHaveAttribute('target', '_blank');
      await expectNoSeriousA11yViolations(page);

      // A visitor, in a browser profile of their own, finds it in the collection and by search.
      const shopContext = await browser.newContext();
      const shopErrors: string[] = [];
      const shop = await shopContext.newPage();
      shop.on('pageerror', (e) => shopErrors.push(e.message));
      try {
        const mainPicture = second.replace(/-240\.webp$/, '-');
        await shop.goto('/collection?category=PetroleumServices&subCategory=Gas+Cylinders');
        const card = shop.getByRole('main').getByRole('article').filter({ hasText: name });
        await expect(card).toHaveCount(1);
        await expect(card).toContainText('SSP 1,234,000.00');
        await expect(card.locator(`img[src^="${mainPicture}"]`)).toBeVisible();

        await shop.goto('/');
        await waitForHydration(shop);
        await shop.getByRole('banner').getByRole('button', { name: 'Search products' }).click();
        const search = shop.getByRole('dialog', { name: 'Search Products' }).getByRole('searchbox');
        await search.fill(name);
        await search.press('Enter');
        await expect(shop).toHaveURL(/\/collection\?q=/);
        await expect(
          shop.getByRole('main').getByRole('article').getByRole('heading', { name }),
        ).toBeVisible();

        // Into the visitor's cart; the total is the price plus the shipping the summary shows.
        await openProduct(shop, id);
        await addSizeToCart(shop, 'Small');
        await expect(cartLink(shop)).toHaveAccessibleName('Cart, 1 item');
        await shop.goto('/cart');
        const subtotal = summaryLine(shop, /^Subtotal/);
        const shipping = summaryLine(shop, /^Shipping$/);
        const total = summaryLine(shop, /^Total$/);
        await expect(subtotal).toHaveText(ssp(1_234_000));
        await expect(total).toHaveText(ssp(1_234_000 + amountOf(await shipping.innerText())));

        // Someone else saves the product meanwhile (archive and restore change its updatedAt):
        // this editor's save is refused rather than overwriting, and offers to reload.
        const description = page.getByLabel('Description');
        const originalDescription = await description.inputValue();
        for (const action of ['archive', 'restore']) {
          const answer = await page.request.post(`/api/admin/products/${id}/${action}`, {
            headers: { token },
          });
          expect(answer.ok(), await answer.text()).toBeTruthy();
        }
        await description.fill(`${originalDescription} Exchange your empty one.`);
        await page.getByRole('button', { name: 'Save changes' }).click();
        const stale = page.getByRole('alert').filter({
          hasText:
            'Someone else saved this product after you opened it. Reload it to see their changes, then make yours again.',
        });
        await expect(stale).toBeVisible();
        await expect(stale.getByRole('button', { name: 'Reload the product' })).toBeFocused();
        await stale.getByRole('button', { name: 'Reload the product' }).click();
        await expect(adminToast(page, 'Product reloaded with the latest changes.')).toBeVisible();
        await expect(stale).toHaveCount(0);
        await expect(description).toHaveValue(originalDescription);

        // A new price: the visitor's cart follows on its next look.
        await price.fill('1250000');
        await expect(page.getByText('Shown as SSP 1,250,000.00')).toBeVisible();
        await page.getByRole('button', { name: 'Save changes' }).click();
        await expect(adminToast(page, 'Product saved.')).toBeVisible();
        await shop.reload();
        await expect(subtotal).toHaveText(ssp(1_250_000));
        await expect(total).toHaveText(ssp(1_250_000 + amountOf(await shipping.innerText())));

        // Archive (asked first): the product leaves the shop, and stays in the admin list.
        await page.getByRole('button', { name: 'Archive product' }).click();
        const dialog = page.getByRole('dialog', { name: 'Archive this product?' });
        await expect(dialog).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await dialog.getByRole('button', { name: 'Archive product' }).click();
        await expect(
          adminToast(page, 'Product archived: it no longer appears in the shop.'),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: 'Restore to the shop' })).toBeVisible();
        await expect(page.getByRole('link', { name: /^View on the shop/ })).toHaveCount(0);

        const gone = await shop.goto(`/product/${id}`);
        expect(gone?.status()).toBe(410);
        const answer = await shop.request.get(`/api/product/${id}`);
        expect(answer.status()).toBe(410);
        expect(((await answer.json()) as { message: string }).message).toBe(
          'This product is no longer sold. Have a look at our other products.',
        );
        await shop.goto(`/collection?q=${encodeURIComponent(name)}`);
        await expect(shop.getByRole('main').getByRole('article')).toHaveCount(0);
        await shop.goto('/cart');
        await expect(shop.getByRole('main').getByText(name)).toHaveCount(0);

        await nav.getByRole('link', { name: 'Products', exact: true }).click();
        await page.getByLabel('Search', { exact: true }).fill(name);
        await page.getByLabel('Status').selectOption({ label: 'Archived' });
        await page.getByRole('button', { name: 'Apply filters' }).click();
        await expect(page).toHaveURL(/[?&]status=archived/);
        const rows = page.getByRole('table', { name: 'Products' }).getByRole('row');
        await expect(rows).toHaveCount(2);
        await expect(rows.nth(1)).toContainText(name);
        await expect(rows.nth(1)).toContainText('Archived');
        await expect(rows.nth(1)).toContainText('SSP 1,250,000.00');
      } finally {
        await shopContext.close();
      }
      expect(shopErrors).toEqual([]);
    });
  });

  test('import a CSV: a bad row is refused with its row number, the fixed file is imported; export the list', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await signInAdmin(context, page.request);
    const token = await adminToken(page.request);
    const stamp = Date.now().toString(36);
    const names = [`Engine oil 5 L ${stamp}`, `Gear oil 1 L ${stamp}`, `Grease tin ${stamp}`];
    // Imported products may only use pictures the shop holds: one of the demo catalogue's.
    const { products } = await listProducts(page.request, { pageSize: 1 });
    const picture = (products[0] as unknown as { image: string[] }).image[0]!;
    const csv = (gearOilPrice: string) =>
      [
        'name,description,price,category,subCategory,sizes,popular,images',
        `${names[0]},"Engine oil, 5 litres",2500000,PetroleumServices,Lubricants,5 L|20 L,false,${picture}`,
        `${names[1]},Gear oil for trucks,${gearOilPrice},PetroleumServices,Lubricants,,false,${picture}`,
        `${names[2]},Grease for bearings,2100000,PetroleumServices,Lubricants,,true,${picture}`,
      ].join('\r\n');

    await page.goto('/admin/products/import');
    await expect(page.getByRole('heading', { level: 1, name: 'Import products' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The dry run lists the bad row by its number (the header is row 1) and writes nothing.
    const file = page.getByLabel('CSV file');
    await file.setInputFiles({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv('cheap')),
    });
    await expect(
      page.getByRole('alert').filter({
        hasText: 'Dry run: 1 row has errors. Correct them before importing; nothing was written.',
      }),
    ).toBeVisible();
    const problems = page.getByRole('table', { name: 'Problems in the file (1)' });
    await expect(problems.getByRole('row')).toHaveCount(2);
    await expect(problems.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      '3',
      'price',
      'Enter the price as a whole number of South Sudanese pounds, e.g. 1500000.',
    ]);
    // Two rows are fine, but the import is all or nothing: there is nothing to import yet.
    await expect(page.getByRole('button', { name: 'Import products' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    // The real import of that file is refused too (422), with the same row, and writes nothing.
    const refused = await page.request.post('/api/admin/products/import?dryRun=false', {
      headers: { token, 'content-type': 'text/csv' },
      data: Buffer.from(csv('cheap')),
    });
    expect(refused.status()).toBe(422);
    const report = (await refused.json()) as {
      code: string;
      rowErrors: { row: number; field: string }[];
    };
    expect(report.code).toBe('UNPROCESSABLE');
    expect(report.rowErrors).toEqual([expect.objectContaining({ row: 3, field: 'price' })]);
    const none = await page.request.get(`/api/admin/products?q=${stamp}&status=all`, {
      headers: { token },
    });
    expect(((await none.json()) as { total: number }).total).toBe(0);

    // The corrected file: a clean dry run with its counts, then the import itself.
    await file.setInputFiles({
      name: 'products-fixed.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv('"2,300,000"')),
    });
    await expect(
      page.getByRole('status').filter({
        hasText:
          'Dry run: 3 would be created, 0 would be updated, 0 unchanged. Nothing was written yet.',
      }),
    ).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'To create' })).toBeVisible();
    await expect(page.locator('dl dd').first()).toHaveText('3');
    await page.getByRole('button', { name: 'Import 3 products' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Imported: 3 created, 0 updated, 0 unchanged.' })
        .first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'See the products' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await page.getByLabel('Search', { exact: true }).fill(stamp);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${stamp}`));
    const table = page.getByRole('table', { name: 'Products' });
    await expect(table.getByRole('row')).toHaveCount(4);
    for (const productName of names) await expect(table).toContainText(productName);
    await expect(table).toContainText('SSP 2,300,000.00');

    // Export CSV downloads what the list shows, with the staff token (a Blob, not a link).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const exported = fs.readFileSync((await download.path())!, 'utf8');
    const lines = exported
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    // The product's fields, its unit, and one cell per kind listing each size's stock, own
    // price, SKU and cost (decision 0074).
    expect(lines[0]).toBe(
      'id,name,description,price,category,subCategory,sizes,popular,images,archived,productType,measurement,unit,trackStock,stock,sizePrices,sizeSkus,sizeCosts',
    );
    expect(lines).toHaveLength(4);
    for (const productName of names) expect(exported).toContain(productName);
    // The category as staff read it.
    expect(exported).toContain(',Petroleum Services,Lubricants,');
    await expect(adminToast(page, `Downloaded ${download.suggestedFilename()}.`)).toBeVisible();

    // The export, edited and imported again: the dry run shows what changes, old → new, first.
    const edited = exported.replace(',2300000,', ',2400000,');
    expect(edited).not.toBe(exported);
    await page.goto('/admin/products/import');
    await page.getByLabel('CSV file').setInputFiles({
      name: 'edited.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(edited),
    });
    await expect(page.getByText('Chosen: edited.csv')).toBeVisible();
    const changes = page.getByRole('region', { name: 'What the import would change (1 product)' });
    await expect(changes).toContainText(names[1]!);
    // Shown as "old → new"; a screen reader hears "old becomes new".
    await expect(changes.getByRole('listitem').filter({ hasText: /^Price:/ })).toHaveText(
      'Price: SSP 2,300,000.00 →  becomes SSP 2,400,000.00',
    );
    await expect(page.getByRole('button', { name: 'Import 1 product' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });
});
