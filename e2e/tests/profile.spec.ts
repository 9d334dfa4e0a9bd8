import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import {
  dismissToasts,
  expect,
  expectNoSeriousA11yViolations,
  test,
  toast,
  waitForHydration,
} from './fixtures';

// A 1 x 1 PNG, enough for the server to read and re-encode.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Customer {
  name: string;
  email: string;
  token: string;
}

/** A fresh customer, signed up through the API. */
async function register(request: APIRequestContext, name: string): Promise<Customer> {
  const email = `profile-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await request.post('/api/user/register', {
    data: { name, email, password: 'correct-horse-42' },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const body = (await response.json()) as { token: string };
  return { name, email, token: body.token };
}

/** The browser starts signed in, as after a login (the token lives in localStorage). */
async function signIn(context: BrowserContext, customer: Customer) {
  await context.addInitScript((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('role', 'customer');
  }, customer.token);
}

async function openProfile(page: Page, path = '/profile') {
  await page.goto(path);
  await waitForHydration(page);
}

test('without a token /profile goes to /login', async ({ page }) => {
  await page.goto('/profile');
  // The page sends the visitor on once it has hydrated (the token lives in the browser): on a
  // loaded machine that comes later than an assertion's few seconds, so wait for the navigation.
  await page.waitForURL(/\/login$/);
});

test.describe('a refused change', () => {
  // The refusal is a 400, which the browser logs as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("a phone that is not one is refused with the checkout's words, and the form stays open", async ({
    page,
    context,
  }) => {
    const customer = await register(page.request, 'Achol Deng');
    await signIn(context, customer);
    await openProfile(page);
    const phone = page.getByLabel('Phone Number');
    await page.getByRole('button', { name: 'Edit' }).click();
    await phone.fill('abc');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Please enter a valid phone number')).toBeVisible();
    await expect(phone).toBeEnabled();
    await expect(phone).toHaveValue('abc');
  });
});

test('the profile shows, edits and keeps its values', async ({ page, context }) => {
  const customer = await register(page.request, 'Achol Deng');
  await signIn(context, customer);
  await openProfile(page);

  await expect(page).toHaveTitle(/^My Account \| /);
  await expect(page.getByRole('heading', { name: 'Achol Deng' })).toBeVisible();
  await expect(page.getByText(/^Member since /)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Profile Info' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const email = page.getByLabel('Email Address');
  await expect(email).toHaveValue(customer.email);

  await expectNoSeriousA11yViolations(page);

  // View mode: the fields are locked until Edit.
  const phone = page.getByLabel('Phone Number');
  await expect(phone).toBeDisabled();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(phone).toBeEnabled();
  await expect(email).not.toBeEditable();

  // Cancel restores the saved values.
  await phone.fill('+211 900 000 000');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(phone).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit' }).click();
  await phone.fill('+211 912 345 678');
  const modern = page.getByRole('button', { name: 'Modern', exact: true });
  await expect(modern).toHaveAttribute('aria-pressed', 'false');
  await modern.click();
  await expect(modern).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(phone).toBeDisabled();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Phone Number')).toHaveValue('+211 912 345 678');
  await expect(page.getByRole('button', { name: 'Modern', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel('Gender')).toHaveValue('female');
});

test('the profile picture is uploaded, checked and removed', async ({ page, context }) => {
  const customer = await register(page.request, 'Deng Garang');
  await signIn(context, customer);
  await openProfile(page);

  const avatar = page.locator('img[alt="Profile picture of Deng Garang"]');
  await expect(avatar).toHaveCount(0);

  const opener = page.getByRole('button', { name: 'Add a profile picture' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Profile Picture' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByText(/JPG, PNG and GIF are supported/)).toBeVisible();

  // Escape closes and gives focus back to the opener.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await opener.click();
  const chooser = dialog.getByLabel(/Choose a/);
  await chooser.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(toast(page, 'Please select an image file')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Upload Photo' })).toBeDisabled();

  await chooser.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(
    dialog.getByRole('img', { name: 'Preview of the new profile picture' }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(toast(page, 'Profile picture updated successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(avatar).toBeVisible();
  await expect(avatar).toHaveJSProperty('complete', true);
  await dismissToasts(page);

  await page.getByRole('button', { name: 'Change profile picture' }).click();
  await dialog.getByRole('button', { name: 'Remove Photo' }).click();
  await expect(toast(page, 'Profile picture removed successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(avatar).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add a profile picture' })).toBeVisible();
});

test('?tab=favorites selects the Favorites tab; Orders is empty', async ({ page, context }) => {
  const customer = await register(page.request, 'Nyandeng Mayen');
  await signIn(context, customer);
  await openProfile(page, '/profile?tab=favorites');

  const favorites = page.getByRole('tab', { name: 'Favorites' });
  await expect(favorites).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('No favorite items yet');
  await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
    'href',
    '/collection',
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=orders$/);
  await expect(page.getByRole('tabpanel')).toContainText('No orders yet');
  await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
    'href',
    '/collection',
  );

  // Arrow keys move between the tabs; the URL follows.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Profile Info' })).toBeFocused();
  await expect(page).toHaveURL(/\/profile$/);
});

test.describe('sign out everywhere', () => {
  // The other device's next call is refused (401), and its browser logs that answer itself.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  /** Another device: a browser of its own, signed in with a token of its own. */
  async function otherDevice(browser: Browser, baseURL: string, token: string) {
    const context = await browser.newContext({ baseURL });
    await context.addInitScript((t) => {
      localStorage.setItem('token', t);
      localStorage.setItem('role', 'customer');
    }, token);
    return { context, page: await context.newPage() };
  }

  test('ends every session of the account, this browser and another device included', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const customer = await register(page.request, 'Abuk Everywhere');
    // A second sign-in of the same account: the other device's own session.
    const login = await page.request.post('/api/user/login', {
      data: { email: customer.email, password: 'correct-horse-42' },
    });
    expect(login.ok()).toBeTruthy();
    const otherToken = ((await login.json()) as { token: string }).token;
    const other = await otherDevice(browser, baseURL!, otherToken);
    try {
      await openProfile(other.page);
      await expect(other.page.getByRole('heading', { name: 'Abuk Everywhere' })).toBeVisible();

      await signIn(context, customer);
      await openProfile(page);
      const card = page.getByRole('region', { name: 'Sign out everywhere' });
      await expect(card).toContainText('this one included');
      await card.getByRole('button', { name: 'Sign out everywhere' }).click();

      // A confirmation that says what happens; Cancel changes nothing.
      const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('this one included');
      await expect(dialog).toContainText('You will need your password to sign in again.');
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(card.getByRole('button', { name: 'Sign out everywhere' })).toBeFocused();
      await expect(page).toHaveURL(/\/profile$/);

      await card.getByRole('button', { name: 'Sign out everywhere' }).click();
      await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
      await expect(toast(page, 'Signed out on every device')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      // Both tokens saved before are refused by the API...
      for (const token of [customer.token, otherToken]) {
        const res = await page.request.get('/api/user/profile', { headers: { token } });
        expect(res.status()).toBe(401);
      }
      // ...and the other device, on its next call, is signed out and sent to /login.
      await other.page.reload();
      await expect(other.page).toHaveURL(/\/login$/);
      expect(await other.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    } finally {
      await other.context.close();
    }
  });
});
