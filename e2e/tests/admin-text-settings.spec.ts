import { adminToast, signInAdmin } from './admin-helpers';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// The SMS and WhatsApp limits and the shop's numbers on the admin's Outgoing messages page
// (docs/decisions/0066-order-updates-by-sms-and-whatsapp.md): a wrong value is said at its field
// and nothing is saved; a right one is kept. The shop's defaults are put back at the end, since
// other specs send texts meanwhile.

test('staff set the daily limits and the shop numbers, at 1280 and 390 px', async ({
  page,
  context,
}) => {
  await signInAdmin(context, page.request);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    // At 390 px the menu is folded away: the page's heading says it has loaded.
    await page.goto('/admin/mail?channel=sms&status=sent');
    await expect(page.getByRole('heading', { level: 1, name: 'Outgoing messages' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Channels' }).getByRole('link', { name: 'SMS' }),
    ).toHaveAttribute('aria-current', 'page');
    const perNumber = page.getByLabel('Messages per number per day');
    const numbers = page.getByLabel('Shop numbers told of new orders and reported payments');
    await expect(perNumber).toHaveValue('10');

    await perNumber.fill('500');
    await numbers.fill('0922 450 310, 12345');
    await page.getByRole('button', { name: 'Save limits' }).click();
    await expect(page.getByText('Messages per number per day must be at most 100')).toBeVisible();
    await expect(page.getByText('12345 is not a South Sudan mobile number')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await perNumber.fill('20');
    await numbers.fill('0922 450 310');
    await page.getByRole('button', { name: 'Save limits' }).click();
    await expect(adminToast(page, 'Message limits and numbers saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Messages per number per day')).toHaveValue('20');
    await expect(
      page.getByLabel('Shop numbers told of new orders and reported payments'),
    ).toHaveValue('+211922450310');

    // Back to the shop's defaults.
    await page.getByLabel('Messages per number per day').fill('10');
    await page.getByLabel('Shop numbers told of new orders and reported payments').fill('');
    await page.getByRole('button', { name: 'Save limits' }).click();
    await expect(adminToast(page, 'Message limits and numbers saved.').last()).toBeVisible();
  }
});
