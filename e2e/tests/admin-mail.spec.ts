import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { REFUSED_DOMAIN } from '../mail-receiver';
import { openAdmin, signInAdmin } from './admin-helpers';
import { waitForMail } from './captured-mail';
import { PASSWORD } from './order-helpers';

// The admin site's Mail page (docs/decisions/0033-mail-outbox.md) against the built shop, whose
// outbox sends through a real SMTP receiver: a visitor's message is written to the outbox with
// the message itself, sent within a moment, and staff find it under Sent and read it in full.
// The receiver refuses one domain for good (550), so a message to it fails at once: staff see it
// flagged in the menu and read its error; a failed reset mail lost its link's token, so its Retry
// is refused with the reason (decision 0033, addendum).

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A visitor's message through the public API; its copy to the company is an outbox e-mail. */
async function sendContactMessage(request: APIRequestContext, tag: string) {
  const sent = {
    name: `Deng Mabior ${tag}`,
    email: `deng-${tag}@example.com`,
    subject: `Twenty bags of cement for Munuki ${tag}`,
    message: `Hello,\nplease quote twenty bags of cement ${tag}.`,
  };
  const response = await request.post('/api/contact', { data: sent });
  expect(response.ok(), await response.text()).toBeTruthy();
  return sent;
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Mail tabs' });

test.describe('admin: the Mail page', () => {
  // The refused Retry's 409 is logged by the browser.
  test.use({ viewport: { width: 1280, height: 900 }, allowedConsoleErrors: [/status of 409/] });

  test('a sent e-mail is listed under Sent and opens in full', async ({ page, context }) => {
    const tag = stamp();
    const sent = await sendContactMessage(page.request, tag);
    // Delivered by the outbox's worker to the receiver, once.
    await waitForMail((m) => (m.subject ?? '').includes(tag));
    await signInAdmin(context, page.request);

    await openAdmin(page, '/');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      // 'Outgoing messages', or 'Outgoing messages (2 failed)' while another test's refused
      // message waits for staff ('Messages' is the contact inbox).
      .getByRole('link', { name: /^Outgoing messages( \(\d+ failed\))?$/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Outgoing messages' })).toBeVisible();
    // E-mail is the channel shown first (docs/decisions/0066).
    await expect(
      page.getByRole('navigation', { name: 'Channels' }).getByRole('link', { name: 'E-mail' }),
    ).toHaveAttribute('aria-current', 'page');
    // Pending is the tab shown first; each tab says how many it holds.
    await expect(tabs(page).getByRole('link', { name: /^Pending \d+$/ })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Other tests mail at the same time: the newest page of Sent holds this one.
    await tabs(page)
      .getByRole('link', { name: /^Sent \d+$/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/mail\?status=sent$/);
    const table = page.getByRole('table', { name: /Sent e-mails/ });
    const subject = table.getByRole('link', { name: new RegExp(tag) });
    await expect(subject).toBeVisible();
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: new RegExp(tag) }) });
    await expect(row).toContainText('Contact message');
    await expect(row).toContainText('None');
    await expectNoSeriousA11yViolations(page);

    await subject.click();
    await expect(page).toHaveURL(/\/admin\/mail\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(sent.subject);
    const details = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Details' }) });
    await expect(details).toContainText('Sent');
    await expect(details).toContainText(`Deng Mabior ${tag} <${sent.email}>`);
    await expect(details).toContainText('Contact message');
    const text = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Text' }) });
    await expect(text).toContainText(`please quote twenty bags of cement ${tag}`);
    // A sent message has nothing to retry.
    await expect(page.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
    // The HTML is shown as its source, folded until asked for.
    const source = page.getByText('HTML source');
    await source.click();
    await expect(page.locator('pre')).toContainText('<');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: '← All mail' }).click();
    await expect(page).toHaveURL(/\/admin\/mail\?status=sent$/);
  });

  test('a message the mail server refuses fails at once, is flagged in the menu, and its dead link is not sent again', async ({
    page,
    context,
  }) => {
    const email = `reader-${stamp()}@${REFUSED_DOMAIN}`;
    const registered = await page.request.post('/api/user/register', {
      data: { name: 'Nyibol Refused', email, password: PASSWORD },
    });
    expect(registered.ok(), await registered.text()).toBeTruthy();
    const reset = await page.request.post('/api/user/forgot-password', { data: { email } });
    expect(reset.ok(), await reset.text()).toBeTruthy();
    await signInAdmin(context, page.request);

    // The worker tries within a moment; a 550 is final, so no retry waits.
    const table = page.getByRole('table', { name: /Failed e-mails/ });
    await expect(async () => {
      await openAdmin(page, '/mail?status=failed');
      await expect(table.getByText(email)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    const sections = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(
      sections.getByRole('link', { name: /^Outgoing messages \(\d+ failed\)$/ }),
    ).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Password reset');
    await expect(row).toContainText('550');
    await expectNoSeriousA11yViolations(page);

    // Its reset link lost its token when it failed: a copy would open nothing.
    await row.getByRole('button', { name: /^Retry/ }).click();
    await expect(
      page.getByText(/^This message cannot be sent again: its link was removed/),
    ).toBeVisible();
    await page.reload();
    await expect(table.getByRole('row').filter({ hasText: email })).toContainText('550');
  });

  test('the tabs work from the keyboard, and the page fits a phone', async ({ page, context }) => {
    await signInAdmin(context, page.request);
    await openAdmin(page, '/mail');
    const failed = tabs(page).getByRole('link', { name: /^Failed \d+$/ });
    await failed.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/mail\?status=failed$/);
    await expect(failed).toHaveAttribute('aria-current', 'page');

    // On a phone the sections hide behind the menu button.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/mail?status=sent');
    await expect(page.getByRole('table', { name: /Sent e-mails/ })).toBeVisible();
    // Wide tables scroll inside their card; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoSeriousA11yViolations(page);
  });
});
