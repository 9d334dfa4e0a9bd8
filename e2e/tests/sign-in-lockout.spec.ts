import type { APIRequestContext, Page } from '@playwright/test';
import { dismissToasts, expect, test, toast, waitForHydration } from './fixtures';
import { PASSWORD, registerCustomer } from './order-helpers';

// Guesses from many addresses never lock the owner's browser out
// (docs/decisions/0041-device-cookies-and-tracking-limits.md): a browser that signed in keeps the
// account's device cookie, and only clients without it share the account's allowance of wrong
// passwords (20 an hour by default).
const UNTRUSTED_PER_HOUR = 20;

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Wrong passwords from a new IPv6 /64 each, as an attacker renting addresses would send. */
async function guessFromManyAddresses(api: APIRequestContext, email: string, guesses: number) {
  const statuses: number[] = [];
  for (let i = 0; i < guesses; i++) {
    const response = await api.post('/api/user/login', {
      headers: { 'x-forwarded-for': `2001:db8:${(0x100 + i).toString(16)}:${i}::7` },
      data: { email, password: `guess-${i}` },
    });
    statuses.push(response.status());
  }
  return statuses;
}

test('the browser that signed in before still signs in while guesses from many addresses lock out every other', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // Twenty of the guesses are password checks (argon2id): slow on a busy machine.
  test.slow();
  // The account is made by a client of its own, so the browser holds no cookie for it yet.
  const api = await playwright.request.newContext({ baseURL });
  const { email } = await registerCustomer(api, 'lockout', 'Nyibol Garang');

  await signInWithForm(page, email, PASSWORD);
  await expect(toast(page, 'Login successful!')).toBeVisible();
  const [device] = (await page.context().cookies()).filter((c) => c.name === 'shop_device');
  expect(device).toMatchObject({ path: '/api/user/login', httpOnly: true, sameSite: 'Strict' });
  await dismissToasts(page);
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Forty addresses guess (a client of its own: the one that signed up holds a device cookie).
  // The account's allowance for unknown clients reaches the password check, no more.
  const attacker = await playwright.request.newContext({ baseURL });
  const statuses = await guessFromManyAddresses(attacker, email, 40);
  expect(statuses.filter((s) => s === 401)).toHaveLength(UNTRUSTED_PER_HOUR);
  expect(statuses.filter((s) => s === 429)).toHaveLength(40 - UNTRUSTED_PER_HOUR);

  // Another browser, even with the right password, is refused for now, in words a person reads.
  const stranger = await browser.newPage();
  await signInWithForm(stranger, email, PASSWORD);
  await expect(
    toast(
      stranger,
      'Too many wrong passwords have been tried for this account. Please try again in a while, or sign in on a phone or computer you have signed in on before.',
    ),
  ).toBeVisible();
  await stranger.close();

  // The owner's browser signs in as before.
  await signInWithForm(page, email, PASSWORD);
  await expect(toast(page, 'Login successful!')).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Account menu' }),
  ).toBeVisible();
  await api.dispose();
  await attacker.dispose();
});
