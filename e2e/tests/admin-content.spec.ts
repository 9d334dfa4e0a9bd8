import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminToast,
  adminToken,
  openAdmin,
  signInAdmin,
} from './admin-helpers';
import { registerCustomer } from './order-helpers';

// The admin site's customers, blog, settings and audit log screens (issue 6) against the real
// API, in the built shop. The e2e admin signs in with E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD.

const STAFF_ONLY = "This site is for the shop's staff. Please sign in with an admin account.";

/** A picture made by the browser (no binary fixtures in the repository), wide enough for posts. */
async function makePng(page: Page, text: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((label) => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 600;
    const ctx = canvas.getContext('2d')!;
    const gradient = ctx.createLinearGradient(0, 0, 900, 600);
    gradient.addColorStop(0, '#14532d');
    gradient.addColorStop(1, '#f59e0b');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 900, 600);
    ctx.fillStyle = '#fff';
    ctx.font = 'bold 64px sans-serif';
    ctx.fillText(label, 60, 320);
    return canvas.toDataURL('image/png');
  }, text);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test.describe('admin site: customers, blog, settings, audit log', () => {
  test('a customer is refused; staff sign in at /admin/login', async ({ page, context }) => {
    const customer = await registerCustomer(page.request, 'admin-refused', 'Ladu Wani');
    await context.addInitScript((token) => {
      // Only on the first load: the refusal signs the customer out of this site.
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('role', 'customer');
    }, customer.token);

    await page.goto('/admin/customers');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('alert')).toHaveText(STAFF_ONLY);
    // The customer's token is no longer used here.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(nav).toBeAttached();
    await expect(page).toHaveURL(/\/admin\/?$/);
    for (const section of ['Customers', 'Blog', 'Settings', 'Audit log']) {
      await expect(nav.getByRole('link', { name: section, exact: true })).toBeAttached();
    }
  });

  test.describe('blog', () => {
    // The deleted post's page answers 404 on purpose.
    test.use({
      allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/],
    });

    test('write a post with an image, see it on the shop, edit it, delete it', async ({
      page,
      context,
    }) => {
      await signInAdmin(context, page.request);
      const title = `Cement prices this season ${Date.now()}`;
      const updatedTitle = `${title} (updated)`;

      await openAdmin(page, '/blog');
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('link', { name: 'New post' }).click();
      await expect(page).toHaveURL(/\/admin\/blog\/new$/);

      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Category').fill('Construction');
      const article = page.getByLabel('Article');
      await article.fill(
        'Cement reached Juba in good time this month.\n\nPrices held steady at the depot.\n\nOrder early for the dry season.',
      );
      await expect(
        page.getByText(/^3 paragraphs · 20 words · 1 min read on the shop\./),
      ).toBeVisible();

      // Without a picture the schema's message shows at the image field.
      await page.getByRole('button', { name: 'Publish post' }).click();
      await expect(page.getByText('Please upload an image for the post')).toBeVisible();

      const picker = page.getByLabel('Image', { exact: true });
      await picker.setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a picture'),
      });
      await expect(page.getByText('Please upload a JPG, PNG, GIF or WebP image.')).toBeVisible();

      await picker.setInputFiles({
        name: 'cement.png',
        mimeType: 'image/png',
        buffer: await makePng(page, 'Cement'),
      });
      const preview = page.getByRole('img', { name: "Preview of the post's image" });
      await expect(preview).toHaveAttribute('src', /^\/uploads\/blog\/[a-f0-9]{32}-960\.webp$/);
      await expect(page.getByText('Please upload an image for the post')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Publish post' }).click();
      await expect(adminToast(page, 'Blog post published')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/blog\/[0-9a-f]{24}$/);
      const id = /\/blog\/([0-9a-f]{24})$/.exec(page.url())![1]!;
      await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();

      // "View on the shop" opens the storefront's page of the post in a new tab.
      const view = page.getByRole('link', { name: /^View on the shop/ });
      await expect(view).toHaveAttribute('href', `/blog/${id}`);
      await expect(view).toHaveAttribute('target', '_blank');
      const [shop] = await Promise.all([context.waitForEvent('page'), view.click()]);
      await expect(shop.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(shop.locator('#main').getByText('Construction', { exact: true })).toBeVisible();
      await expect(shop.getByText('Prices held steady at the depot.')).toBeVisible();
      const uploaded = (await preview.getAttribute('src'))!.replace(/-960\.webp$/, '');
      await expect(shop.locator(`article img[src^="${uploaded}-"]`)).toBeVisible();

      // Leaving with unsaved edits asks first.
      await page.getByLabel('Title').fill(updatedTitle);
      await page.getByRole('link', { name: '← All posts' }).click();
      const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
      await expect(leave).toBeVisible();
      await leave.getByRole('button', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/blog/${id}$`));

      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(adminToast(page, 'Blog post updated')).toBeVisible();
      await shop.reload();
      await expect(shop.getByRole('heading', { level: 1 })).toHaveText(updatedTitle);

      await page.getByRole('link', { name: '← All posts' }).click();
      await expect(page).toHaveURL(/\/admin\/blog$/);
      const row = page.getByRole('listitem').filter({ hasText: updatedTitle });
      await expect(row).toBeVisible();
      await row.getByRole('button', { name: `Delete “${updatedTitle}”` }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this post?' });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Delete post' }).click();
      await expect(adminToast(page, 'Blog post deleted')).toBeVisible();
      await expect(row).toHaveCount(0);

      const gone = await shop.reload();
      expect(gone?.status()).toBe(404);
      await expect(shop.getByRole('heading', { level: 1 })).toHaveText('Failed to load blog post');
    });
  });

  test('promote a customer, find it in the audit log; nobody changes their own role', async ({
    page,
    context,
  }) => {
    const name = `Nyandeng Promoted ${Date.now().toString(36)}`;
    const customer = await registerCustomer(page.request, 'promote', name);
    await signInAdmin(context, page.request);

    await openAdmin(page, '/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await page.getByLabel('Search').fill(customer.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    const table = page.getByRole('table', { name: 'Customers' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText(customer.email);
    await expect(table.getByRole('row').nth(1)).toContainText('Customer');
    await expectNoSeriousA11yViolations(page);

    await table.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f]{24}$/);
    const id = /\/customers\/([0-9a-f]{24})$/.exec(page.url())![1]!;
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('No orders yet.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Make owner' }).click();
    const dialog = page.getByRole('dialog', { name: `Make ${name} an owner?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Make owner' }).click();
    await expect(
      adminToast(page, `${name} is now staff (Owner). They must sign in again.`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Make customer' })).toBeEnabled();

    // The audit log has the change: who, what, on which account, before and after.
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await page.getByLabel('Changes to').selectOption({ label: 'Customers and staff' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/[?&]entity=user/);
    const entry = page
      .getByRole('article')
      .filter({ has: page.locator(`a[href="/admin/customers/${id}"]`) });
    await expect(entry).toHaveCount(1);
    await expect(entry.getByRole('heading')).toContainText('Changed a role');
    await expect(entry.locator('dt:text-is("By") + dd')).toHaveText(ADMIN_EMAIL);
    const change = entry
      .locator('dl > div')
      .filter({ has: page.getByRole('term').filter({ hasText: /^role$/ }) })
      .getByRole('definition');
    await expect(change.nth(0).locator('pre')).toHaveText('customer');
    await expect(change.nth(1).locator('pre')).toHaveText('admin');
    await expectNoSeriousA11yViolations(page);
    await entry.getByRole('link', { name: `Customer ${id}` }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // One's own account: the button is off with the reason, and the API refuses as well.
    const token = await adminToken(page.request);
    const me = (await (
      await page.request.get('/api/user/profile', { headers: { token } })
    ).json()) as { user: { _id: string } };
    await openAdmin(page, `/customers/${me.user._id}`);
    const own = page.getByRole('button', { name: 'Make customer' });
    await expect(own).toBeDisabled();
    await expect(own).toHaveAccessibleDescription(
      'This is your own account. You cannot change your own role. Ask another admin to do it.',
    );
    const refused = await page.request.post(`/api/admin/customers/${me.user._id}/role`, {
      headers: { token },
      data: { role: 'customer' },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'You cannot change your own role. Ask another admin to do it.',
    );
  });
});
