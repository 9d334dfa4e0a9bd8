import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { adminToast, adminToken, openAdmin, signInAdmin } from './admin-helpers';
import { addressesOf, waitForMail } from './captured-mail';

// The admin site's side of the company site (decision 0019): the inbox of contact messages, the
// newsletter's subscribers and the legal pages' texts, against the real API in the built shop.
// Other tests send messages and subscribe in parallel: each test finds its own rows by a stamp.

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface SentMessage {
  name: string;
  email: string;
  subject: string;
  phone: string;
  message: string;
}

/** A visitor's message through the public API, as both contact forms send it. */
async function sendContactMessage(request: APIRequestContext, tag: string): Promise<SentMessage> {
  const sent = {
    name: `Akech Garang ${tag}`,
    email: `akech-${tag}@example.com`,
    subject: `Office chairs & desks for Gudele ${tag}`,
    phone: '+211 922 450 310',
    message: `Good morning,\n\nwe need forty office chairs and ten desks <b>${tag}</b>.\nCan you deliver before Friday?`,
  };
  const response = await request.post('/api/contact', { data: sent });
  expect(response.ok(), await response.text()).toBeTruthy();
  return sent;
}

/** The dashboard's panel titled `title`. */
const panel = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

test.describe('admin: contact messages, subscribers, legal pages', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a message arrives in the inbox; open, unread, archive, reply and delete it', async ({
    page,
    context,
  }) => {
    const tag = stamp();
    const sent = await sendContactMessage(page.request, tag);
    await signInAdmin(context, page.request);

    // The dashboard counts it; the menu carries the same count as a badge.
    await openAdmin(page, '/');
    const unread = panel(page, 'Unread messages');
    await expect(unread.getByText(/^\d+$/)).toBeVisible();
    expect(Number(await unread.getByText(/^\d+$/).textContent())).toBeGreaterThanOrEqual(1);
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(nav.getByRole('link', { name: /^Messages \(\d+ unread\)$/ })).toBeVisible();
    await expect(
      panel(page, 'Newsletter').getByRole('link', { name: /Confirmed/ }),
    ).toHaveAttribute('href', '/admin/subscribers?status=confirmed');
    await expectNoSeriousA11yViolations(page);

    // The dashboard's link opens the inbox on its Unread folder.
    await unread.getByRole('link', { name: 'Open the inbox' }).click();
    await expect(page).toHaveURL(/\/admin\/messages\?status=unread$/);
    const folders = page.getByRole('navigation', { name: 'Message folders' });
    await expect(folders.getByRole('link', { name: /^Unread/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByLabel('Search messages').fill(tag);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`status=unread.*q=${tag}|q=${tag}.*status=unread`));
    const list = page.getByRole('list', { name: 'Messages' });
    const row = list.getByRole('link');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Unread: ${sent.name}`);
    await expect(row).toContainText(sent.subject);
    await expect(row).toContainText('Good morning, we need forty office chairs');
    await expectNoSeriousA11yViolations(page);

    // Opening it marks it read; the text is shown as text, line breaks kept, never as HTML.
    await row.click();
    await expect(page).toHaveURL(/\/admin\/messages\/[0-9a-f]{24}$/);
    const id = /\/messages\/([0-9a-f]{24})$/.exec(page.url())![1]!;
    await expect(page.getByRole('heading', { level: 1, name: sent.subject })).toBeVisible();
    const body = page.getByRole('region', { name: 'Message' }).locator('p');
    await expect(body).toHaveText(sent.message);
    expect(await body.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
    await expect(page.getByRole('region', { name: 'Message' }).locator('b')).toHaveCount(0);
    const sender = page.getByRole('region', { name: 'Sender' });
    await expect(sender.getByRole('link', { name: sent.email })).toHaveAttribute(
      'href',
      `mailto:${sent.email}`,
    );
    await expect(sender.getByRole('link', { name: sent.phone })).toHaveAttribute(
      'href',
      'tel:+211922450310',
    );
    await expect(page.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
    await expect(sender.getByText('Read', { exact: true })).toBeVisible();
    const token = await adminToken(page.request);
    const stored = async () => {
      const response = await page.request.get(`/api/admin/messages/${id}`, {
        headers: { token },
      });
      return response;
    };
    const read = (await (await stored()).json()) as {
      contactMessage: { read: boolean; archived: boolean };
    };
    expect(read.contactMessage.read).toBe(true);

    // Reply opens the staff's mail program: to the sender, 'Re: subject', encoded.
    await expect(page.getByRole('link', { name: /^Reply/ })).toHaveAttribute(
      'href',
      `mailto:${sent.email}?subject=${encodeURIComponent(`Re: ${sent.subject}`)}`,
    );
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Mark as unread' }).click();
    await expect(adminToast(page, 'Marked as unread.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as read' })).toBeVisible();
    await expect(sender.getByText('Unread', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Archive' }).click();
    await expect(adminToast(page, 'Message archived. Find it under Archived.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move to inbox' })).toBeVisible();

    // Back to the folder and search it was opened from. Archived: out of the inbox's folders,
    // under Archived (still unread).
    await page.getByRole('link', { name: '← All messages' }).click();
    await expect(page).toHaveURL(/\/admin\/messages\?.*status=unread/);
    await expect(page.getByLabel('Search messages')).toHaveValue(tag);
    await expect(page.getByText('No messages match this search.')).toBeVisible();
    await folders.getByRole('link', { name: /^Inbox/ }).click();
    await expect(page.getByText('No messages match this search.')).toBeVisible();
    await folders.getByRole('link', { name: /^Archived/ }).click();
    await expect(page).toHaveURL(/status=archived/);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Unread: ${sent.name}`);

    // Delete asks first, in a dialog that takes the focus and gives it back.
    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: sent.subject })).toBeVisible();
    const deleteButton = page.getByRole('button', { name: 'Delete', exact: true });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Delete this message?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(deleteButton).toBeFocused();
    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete message' }).click();
    await expect(adminToast(page, 'Message deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/messages\?.*status=archived/);
    await expect(page.getByText('No messages match this search.')).toBeVisible();
    expect((await stored()).status()).toBe(404);
  });

  test('a new subscriber is listed as pending and exported as CSV', async ({ page, context }) => {
    const email = `reader-${stamp()}@example.com`;
    const subscribe = await page.request.post('/api/newsletter', { data: { email } });
    expect(subscribe.ok(), await subscribe.text()).toBeTruthy();
    await signInAdmin(context, page.request);

    await openAdmin(page, '/subscribers');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Subscribers by status' })).toBeVisible();
    await page.getByLabel('Search').fill(email);
    await page.getByLabel('Status', { exact: true }).selectOption('pending');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/status=pending/);
    const table = page.getByRole('table', { name: 'Subscribers' });
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').nth(1);
    await expect(row).toContainText(email);
    await expect(row).toContainText('Pending');
    await expectNoSeriousA11yViolations(page);

    // The file holds what the list shows (its filters, with the staff token).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    // The file starts with a byte-order mark, so spreadsheet programs read it as UTF-8.
    const exported = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    expect(exported.split(/\r?\n/)[0]).toMatch(/^email,status,subscribed,confirmed,unsubscribed/);
    expect(exported).toContain(`${email},pending`);
    await expect(adminToast(page, `Downloaded ${download.suggestedFilename()}.`)).toBeVisible();
  });

  test('staff edit the Terms of Service and the shop shows it', async ({ page, context }) => {
    // The terms are shop-wide and legal.spec.ts reads their paragraphs and headings while this
    // runs: the saved change is one paragraph added at the end (no heading), and the original
    // text is put back whatever happens.
    const token = await adminToken(page.request);
    const original = (await (
      await page.request.get('/api/admin/pages/terms', { headers: { token } })
    ).json()) as { page: { text: string } };
    const tag = stamp();
    const clause = `This clause was added by a test ${tag}.`;
    await signInAdmin(context, page.request);
    try {
      await openAdmin(page, '/settings');
      const tabs = page.getByRole('navigation', { name: 'Settings pages' });
      await tabs.getByRole('link', { name: 'Terms of Service' }).click();
      await expect(page).toHaveURL(/\/admin\/settings\/pages\/terms$/);
      const text = page.getByLabel('Text of the Terms of Service');
      await expect(text).toHaveValue(original.page.text);
      await expectNoSeriousA11yViolations(page);

      // An empty text is refused at the field, with the schema's words.
      await text.fill('   ');
      await page.getByRole('button', { name: 'Save Terms of Service' }).click();
      await expect(page.getByText('Please enter the text of the page')).toBeVisible();
      await expect(text).toBeFocused();
      await expect(text).toHaveAttribute('aria-invalid', 'true');

      // The preview draws headings and paragraphs as the shop will.
      await text.fill(`${original.page.text}\n\n## Test clause ${tag}\n\n${clause}`);
      const preview = page.getByRole('region', { name: 'Preview' });
      await expect(preview.getByRole('heading', { name: `Test clause ${tag}` })).toBeVisible();
      await expect(preview.getByText(clause)).toBeVisible();

      await text.fill(`${original.page.text}\n\n${clause}`);
      await expect(preview.getByRole('heading', { name: `Test clause ${tag}` })).toHaveCount(0);
      await page.getByRole('button', { name: 'Save Terms of Service' }).click();
      await expect(
        adminToast(page, 'Terms of Service saved. The shop shows it from now on.'),
      ).toBeVisible();
      await expect(page.getByText('All changes saved')).toBeVisible();

      const view = page.getByRole('link', { name: /^View Terms of Service on the shop/ });
      await expect(view).toHaveAttribute('href', '/terms');
      await expect(view).toHaveAttribute('target', '_blank');
      const [shop] = await Promise.all([context.waitForEvent('page'), view.click()]);
      await expect(shop.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
        'Terms of Service',
      );
      await expect(shop.getByText(clause, { exact: true })).toBeVisible();
    } finally {
      const restore = await page.request.put('/api/admin/pages/terms', {
        headers: { token },
        data: { text: original.page.text },
      });
      expect(restore.ok(), await restore.text()).toBeTruthy();
    }
  });
});

test.describe('admin on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the inbox and the subscribers fit a 390 px screen', async ({ page, context }) => {
    const tag = stamp();
    const sent = await sendContactMessage(page.request, tag);
    await signInAdmin(context, page.request);

    // On a phone the menu (and its navigation) is hidden until opened.
    await page.goto('/admin/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The closed menu tells that messages wait (and mail failed, while another test's refused
    // message waits for staff); the menu opens to the inbox.
    const menu = page.getByRole('button', { name: /^Menu \(\d+ unread\)( \(\d+ failed\))?$/ });
    await expect(menu).toBeVisible();
    await menu.click();
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: /^Messages/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/messages$/);
    await page.getByLabel('Search messages').fill(tag);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('list', { name: 'Messages' }).getByRole('link');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(sent.subject);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);

    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: sent.subject })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Reply/ })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/admin/subscribers');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Subscribers by status' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});

// Answering a message from the admin (docs/decisions/0064-answering-contact-messages.md): the
// reply reaches the sender by mail, with their message quoted, and the message says who answered.
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`answer a message at ${viewport.width} px`, () => {
    test.use({ viewport });
    test('reply from the shop, then note an answer given elsewhere', async ({ page, context }) => {
      const tag = stamp();
      const sent = await sendContactMessage(page.request, tag);
      await signInAdmin(context, page.request);
      await page.goto(`/admin/messages?q=${tag}`);
      const row = page.getByRole('list', { name: 'Messages' }).getByRole('link');
      await expect(row).toHaveCount(1);
      await row.click();
      await expect(page.getByRole('heading', { level: 1, name: sent.subject })).toBeVisible();
      const replies = page.getByRole('region', { name: 'Replies' });
      await expect(replies.getByText('No one has answered this message yet.')).toBeVisible();

      // An empty reply is refused at its field, and nothing is sent.
      await replies.getByRole('button', { name: 'Send reply' }).click();
      await expect(replies.getByText('Write your reply')).toBeVisible();

      const words = `Forty chairs and ten desks can leave our Juba depot on Thursday ${tag}.`;
      await replies.getByLabel(`Reply to ${sent.name}`).fill(words);
      await replies.getByRole('button', { name: 'Send reply' }).click();
      await expect(adminToast(page, `Reply sent to ${sent.email}.`)).toBeVisible();
      await expect(replies.getByRole('listitem')).toHaveCount(1);
      await expect(replies.getByRole('listitem')).toContainText('replied by e-mail');
      await expect(replies.getByRole('listitem')).toContainText(words);
      await expect(replies.getByLabel(`Reply to ${sent.name}`)).toHaveValue('');
      await expect(page.getByRole('region', { name: 'Sender' })).toContainText(/Answered.*by /);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);

      const mail = await waitForMail(
        (m) => addressesOf(m.to).includes(sent.email) && m.subject === `Re: ${sent.subject}`,
      );
      expect(mail.text).toContain(words);
      expect(mail.text).toContain(`> we need forty office chairs and ten desks <b>${tag}</b>.`);

      await replies.getByRole('button', { name: 'Answered elsewhere' }).click();
      await expect(adminToast(page, 'Marked as answered.')).toBeVisible();
      await expect(replies.getByRole('listitem')).toHaveCount(2);
      await expect(replies.getByRole('listitem').nth(1)).toContainText(
        'marked it as answered elsewhere',
      );

      // The inbox shows that it was answered, and by whom.
      await page.goto(`/admin/messages?q=${tag}`);
      await expect(page.getByRole('list', { name: 'Messages' })).toContainText(/Answered by /);
    });
  });
}
