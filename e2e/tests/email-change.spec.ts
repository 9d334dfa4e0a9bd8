import { addressesOf, linkInMailTo, waitForMail } from './captured-mail';
import {
  dismissToasts,
  expect,
  expectNoSeriousA11yViolations,
  test,
  toast,
  waitForHydration,
} from './fixtures';
import { PASSWORD, registerCustomer, signInBrowser, uniqueEmail } from './order-helpers';

// Changing the account's e-mail address (docs/decisions/0051-email-change-and-saved-addresses.md):
// asked for on the profile, made by the link mailed to the new address, told to the old one.

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    // A wrong password is refused with a 400, which the browser logs as a failed resource.
    test.use({ viewport, allowedConsoleErrors: [/status of 400/] });

    test('the e-mail address changes when the link mailed to the new one is confirmed', async ({
      page,
      context,
    }) => {
      const customer = await registerCustomer(page.request, `email-${viewport.width}`);
      const newEmail = uniqueEmail(`new-${viewport.width}`);
      await signInBrowser(context, customer);
      await page.goto('/profile');
      await waitForHydration(page);

      const card = page.getByRole('region', { name: 'E-mail address' });
      await expect(card).toContainText(customer.email);
      await card.getByRole('button', { name: 'Change e-mail address' }).click();
      const address = card.getByLabel('New e-mail address');
      await expect(address).toBeFocused();
      await address.fill(newEmail);
      await card.getByLabel('Current password').fill('not my password');
      await card.getByRole('button', { name: 'Send confirmation link' }).click();
      await expect(card.getByText('That is not your current password.')).toBeVisible();
      await expect(card.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

      await card.getByLabel('Current password').fill(PASSWORD);
      await card.getByRole('button', { name: 'Send confirmation link' }).click();
      await expect(
        toast(page, `We sent a link to ${newEmail}. Your e-mail address changes when you open it.`),
      ).toBeVisible();
      const pending = card.getByRole('status');
      await expect(pending).toContainText(`Pending: confirm from ${newEmail}`);
      await dismissToasts(page);
      await expectNoSeriousA11yViolations(page);

      // The old address is told, the new one gets the link; nothing changed yet.
      const notice = await waitForMail(
        (m) =>
          addressesOf(m.to).includes(customer.email) &&
          m.subject === 'Your e-mail address is about to change',
      );
      expect(notice.text).toContain('Forgot your password?');
      const link = await linkInMailTo(newEmail, '/confirm-email/');
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByLabel('Email Address')).toHaveValue(customer.email);
      await expect(card.getByRole('status')).toContainText(`Pending: confirm from ${newEmail}`);

      // Opening the link only asks; Confirm makes the change.
      await page.goto(link);
      await waitForHydration(page);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Confirm your new e-mail address' }),
      ).toBeVisible();
      await expect(page.getByRole('main')).toContainText(newEmail);
      await page.getByRole('button', { name: 'Confirm', exact: true }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your e-mail address is changed' }),
      ).toBeVisible();
      await expect(page.getByRole('main')).toContainText(`Your e-mail address is now ${newEmail}.`);

      // This browser stays signed in, now with the new address, and nothing waits any more.
      await page.getByRole('link', { name: 'Go to your profile' }).click();
      await waitForHydration(page);
      await expect(page.getByLabel('Email Address')).toHaveValue(newEmail);
      await expect(card).toContainText(newEmail);
      await expect(card.getByRole('status')).toHaveCount(0);

      // The link again: it says it was used.
      await page.goto(link);
      await expect(page.getByRole('main')).toContainText(
        'This link was used already: the change of e-mail address is done.',
      );
      // And the new address signs in.
      const signIn = await page.request.post('/api/user/login', {
        data: { email: newEmail, password: PASSWORD },
      });
      expect(signIn.ok()).toBeTruthy();
    });
  });
}

test.describe('a cancelled change', () => {
  // The dead link's page answers 404, which the browser logs as a failed resource.
  test.use({ viewport: { width: 390, height: 844 }, allowedConsoleErrors: [/status of 404/] });

  test('a change waiting for its link can be cancelled; the link then does not work', async ({
    page,
    context,
  }) => {
    const customer = await registerCustomer(page.request, 'email-cancel');
    const newEmail = uniqueEmail('cancelled');
    const asked = await page.request.post('/api/user/email-change', {
      headers: { token: customer.token },
      data: { email: newEmail, password: PASSWORD },
    });
    expect(asked.ok(), await asked.text()).toBeTruthy();
    const link = await linkInMailTo(newEmail, '/confirm-email/');

    await signInBrowser(context, customer);
    await page.goto('/profile');
    await waitForHydration(page);
    const card = page.getByRole('region', { name: 'E-mail address' });
    await card.getByRole('button', { name: 'Cancel the change' }).click();
    await expect(toast(page, 'The change of e-mail address was cancelled.')).toBeVisible();
    await expect(card.getByRole('status')).toHaveCount(0);

    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your e-mail address was not changed' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText('This link does not work any more');
  });
});
