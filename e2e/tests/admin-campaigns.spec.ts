import type { APIRequestContext } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { adminToken, ADMIN_EMAIL, adminToast, openAdmin, signInAdmin } from './admin-helpers';
import { addressesOf, linkInMailTo, waitForMail } from './captured-mail';
import { expect, expectNoSeriousA11yViolations, listProducts, test } from './fixtures';

// Newsletter campaigns (docs/decisions/0058-newsletter-campaigns.md) against the built shop and
// the e2e SMTP receiver: staff write one with two products, look at it at a phone's width, mail
// themselves a test, send it; the subscriber leaves with one click, as a mail client's
// Unsubscribe button does it (RFC 8058: a POST to the List-Unsubscribe address, no session).

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A confirmed subscriber of its own, through the public double opt-in. */
async function confirmedSubscriber(request: APIRequestContext, email: string) {
  const signUp = await request.post('/api/newsletter', { data: { email } });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();
  const confirmPath = await linkInMailTo(email, '/newsletter/confirm/');
  const token = confirmPath.split('/').pop()!;
  const confirm = await request.post('/api/newsletter/confirm', { data: { token } });
  expect(confirm.ok(), await confirm.text()).toBeTruthy();
}

async function subscriberStatus(request: APIRequestContext, email: string) {
  const response = await request.get(`/api/admin/subscribers?q=${encodeURIComponent(email)}`, {
    headers: { token: await adminToken(request) },
  });
  const { subscribers } = (await response.json()) as {
    subscribers: { email: string; status: string }[];
  };
  return subscribers.find((s) => s.email === email)?.status;
}

const headerOf = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name.toLowerCase())
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, ' ');

test.describe('admin: newsletter campaigns', () => {
  test.use({
    viewport: { width: 1280, height: 900 },
    // The sign-in's init script (signInAdmin) is offered to every frame, the preview's too, whose
    // sandbox runs no script by design: the browser logs the refusal.
    allowedConsoleErrors: [/Blocked script execution in 'about:srcdoc'/],
  });

  test('compose with two products, preview at 390 px, test, send, one-click unsubscribe', async ({
    page,
    context,
  }, testInfo) => {
    test.slow();
    const tag = stamp();
    const subscriber = `reader-${tag}@example.com`;
    await confirmedSubscriber(page.request, subscriber);
    const { products } = await listProducts(page.request, { pageSize: 2 });
    const [first, second] = products;

    await signInAdmin(context, page.request);
    await openAdmin(page, '/');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Campaigns' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
    await page.getByRole('link', { name: 'New campaign' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();

    const subject = `Year-end offers ${tag}`;
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Preview text').fill('Cement and roofing at year-end prices');
    await page
      .getByLabel('Newsletter', { exact: true })
      .fill(
        '# Year-end offers\n\nPrices **fall** this week. <b>not bold</b>\n\n- Delivery across Juba\n- [Ask us](https://example.org/ask)',
      );
    for (const product of [first!, second!]) {
      await page.getByLabel('Find a product to add').fill(product.name);
      await page
        .getByRole('list', { name: 'Products found' })
        .getByRole('button', { name: `Add ${product.name}` })
        .click();
    }
    await expect(page.getByRole('group', { name: 'Products (2 of 6)' })).toBeVisible();

    // The live preview at a phone's width: the message itself, typed HTML shown as text.
    const frame = page.frameLocator('iframe[title="The newsletter at 390 px"]');
    await expect(page.locator('iframe[title="The newsletter at 390 px"]')).toHaveCSS(
      'width',
      '390px',
    );
    await expect(frame.getByRole('heading', { name: 'Year-end offers' })).toBeVisible();
    await expect(frame.getByText('<b>not bold</b>', { exact: false })).toBeVisible();
    // Each card: its picture and its name, both links to the product.
    for (const product of [first!, second!]) {
      await expect(frame.getByRole('link', { name: product.name, exact: true })).toHaveCount(2);
      await expect(frame.getByRole('img', { name: product.name })).toBeVisible();
    }
    await page.screenshot({ path: testInfo.outputPath('compose-1280.png'), fullPage: true });

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(adminToast(page, 'Draft saved.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/campaigns\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A test to the signed-in staff address (filled in), marked [Test].
    await expect(page.getByLabel('Staff e-mail address')).toHaveValue(ADMIN_EMAIL);
    await page.getByRole('button', { name: 'Send test' }).click();
    await expect(adminToast(page, `A test was sent to ${ADMIN_EMAIL}.`)).toBeVisible();
    const testMail = await waitForMail((m) => m.subject === `[Test] ${subject}`);
    expect(addressesOf(testMail.to)).toEqual([ADMIN_EMAIL.toLowerCase()]);

    await page.getByRole('button', { name: 'Send now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this newsletter now?' });
    await dialog.getByRole('button', { name: 'Send now' }).click();
    await expect(adminToast(page, 'Sending to')).toBeVisible();
    const mail = await waitForMail(
      (m) => m.subject === subject && addressesOf(m.to).includes(subscriber),
    );
    expect(mail.html).toContain(`/product/${first!._id}?utm_source=newsletter`);
    expect(mail.html).not.toContain('<b>not bold</b>');
    expect(mail.text).toContain(second!.name);
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /<(https?:\/\/[^>]+)>/.exec(headerOf(mail, 'List-Unsubscribe') ?? '')![1]!;

    // The figures follow the sending.
    await expect(page.getByRole('definition').first()).not.toHaveText('0');
    await page.screenshot({ path: testInfo.outputPath('sent-1280.png'), fullPage: true });

    // One click in the mail client: a POST with no session, twice (the second changes nothing).
    for (let i = 0; i < 2; i++) {
      const response = await page.request.fetch(oneClick, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        data: 'List-Unsubscribe=One-Click',
      });
      expect(response.status(), await response.text()).toBe(200);
    }
    expect(await subscriberStatus(page.request, subscriber)).toBe('unsubscribed');

    // The campaign list, with its figures, at a phone's width.
    // On a phone the menu (and its navigation) is hidden until opened.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/campaigns');
    await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
    await expect(page.getByRole('link', { name: subject })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('list-390.png'), fullPage: true });
    // The message as the subscriber's phone shows it.
    await page.setContent(mail.html || '');
    await page.screenshot({ path: testInfo.outputPath('mail-390.png'), fullPage: true });
  });
});
