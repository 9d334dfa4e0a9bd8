import type { APIRequestContext, Page } from '@playwright/test';
import { addressesOf, waitForMail } from './captured-mail';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from './fixtures';
import { expectValidHtml } from './valid-html';

// The contact page (docs/spec/account-and-company-site.md section 2, decision 0019): a form that
// works before and after hydration, the company's details from the settings, the FAQ, and the
// links that lead to it from every page.

const SENT = "Message sent successfully! We'll get back to you soon.";
const NETWORK = 'We could not reach the shop. Please check your connection and try again.';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

interface Company {
  name: string;
  emails: string[];
  phones: string[];
  address: string;
  whatsapp: string;
  hours: { days: string; hours: string }[];
}

async function company(request: APIRequestContext): Promise<Company> {
  const settings = (await (await request.get('/api/settings')).json()) as { company: Company };
  return settings.company;
}

const unique = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Send us a message' });
  return {
    form,
    name: form.getByLabel('Your name'),
    email: form.getByLabel('Your e-mail'),
    phone: form.getByLabel('Phone number (optional)'),
    subject: form.getByLabel('Subject'),
    message: form.getByLabel('Your message'),
    send: form.getByRole('button', { name: /^(Send message|Sending\.\.\.)$/ }),
    status: form.getByRole('status'),
  };
}

async function fill(page: Page, values: { name: string; email: string; subject: string }) {
  const f = contactForm(page);
  await f.name.fill(values.name);
  await f.email.fill(values.email);
  await f.subject.fill(values.subject);
  await f.message.fill('Do you have 40 office chairs in stock for our new office in Juba?');
  return f;
}

for (const viewport of VIEWPORTS) {
  test.describe(`contact page at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('details from the settings, the FAQ, and no serious axe violations', async ({
      page,
      request,
    }) => {
      const profile = await company(request);
      await page.goto('/contact');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByText(profile.address)).toBeVisible();
      await expect(
        main.getByRole('link', { name: profile.emails[0], exact: true }).first(),
      ).toBeVisible();
      await expect(
        main.getByRole('link', { name: /Chat with us on WhatsApp/ }).first(),
      ).toHaveAttribute('href', `https://wa.me/${profile.whatsapp}`);
      for (const line of profile.hours) await expect(main.getByText(line.days)).toBeVisible();

      const delivery = main.getByText('Where do you deliver?');
      await delivery.click();
      await expect(main.getByText(/^We deliver across Juba and surrounding areas/)).toBeVisible();
      await main.getByText('How can I pay?').click();
      await expect(main.getByText(/cash on delivery, or by mobile money/i)).toBeVisible();
      await main.getByText('Do you make custom furniture?').click();
      await expect(main.getByText(/we offer custom furniture/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectValidHtml(await (await request.get('/contact')).text(), '/contact');
    });

    test('a message is sent once, the fields are cleared and the company gets the e-mail', async ({
      page,
      request,
    }) => {
      const to = (await company(request)).emails[0]!.toLowerCase();
      const tag = unique('chairs');
      const sender = `${tag}@example.com`;
      await page.goto('/contact');
      await waitForHydration(page);

      // Nothing goes out while a field is missing: the browser says so in the API's words.
      const f = contactForm(page);
      await f.send.click();
      await expect(f.name).toBeFocused();
      await expect(f.name).toHaveAccessibleDescription('Please enter your name');
      await expect(f.message).toHaveAccessibleDescription(/Please enter your message/);

      // The request is held until the busy state has been seen: one request only.
      let posts = 0;
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/contact.data**', async (route) => {
        posts += 1;
        await released;
        await route.continue();
      });
      await fill(page, { name: 'Achol Deng', email: sender, subject: `Office chairs ${tag}` });
      await f.send.click();
      await expect(f.send).toHaveText('Sending...');
      await expect(f.send).toBeDisabled();
      await expect(f.status).toHaveText('Sending...');
      await f.form.evaluate((form: HTMLFormElement) => form.requestSubmit());
      release();
      await expect(f.status).toHaveText(SENT);
      await expect(f.status).toBeFocused();
      expect(posts).toBe(1);
      for (const field of [f.name, f.email, f.subject, f.message])
        await expect(field).toHaveValue('');

      const mail = await waitForMail(
        (m) => addressesOf(m.replyTo).includes(sender) && addressesOf(m.to).includes(to),
      );
      expect(`${mail.subject ?? ''}\n${mail.text ?? ''}`).toContain(`Office chairs ${tag}`);
    });

    test('a subject over 150 characters: the server says so under the field, and what was typed stays', async ({
      page,
    }) => {
      await page.goto('/contact');
      await waitForHydration(page);
      const f = contactForm(page);
      // Past the field's own maxlength, as a pasted or scripted text could be.
      await f.subject.evaluate((input) => input.removeAttribute('maxlength'));
      await fill(page, {
        name: 'Achol Deng',
        email: `${unique('long')}@example.com`,
        subject: 'x'.repeat(151),
      });
      await f.send.click();
      await expect(f.subject).toHaveAccessibleDescription('Subject must be at most 150 characters');
      await expect(f.subject).toBeFocused();
      await expect(f.status).not.toHaveText(SENT);
      await expect(f.status).toHaveText(/\S/);
      await expect(f.name).toHaveValue('Achol Deng');
      await expect(f.subject).toHaveValue('x'.repeat(151));
      await expectNoSeriousA11yViolations(page);
    });

    test.describe(() => {
      test.use({ allowedConsoleErrors: [/status of 500/] });

      test('a send that fails on the way: the message beside the form, and the fields kept', async ({
        page,
      }) => {
        await page.goto('/contact');
        await waitForHydration(page);
        await page.route('**/contact.data**', (route) =>
          route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
        );
        const f = await fill(page, {
          name: 'Achol Deng',
          email: `${unique('down')}@example.com`,
          subject: 'Quotation',
        });
        await f.send.click();
        await expect(f.status).toHaveText(NETWORK);
        await expect(f.status).toBeFocused();
        await expect(f.subject).toHaveValue('Quotation');
        await expect(f.send).toBeEnabled();
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/went wrong/);
      });
    });
  });
}

test.describe('contact page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts and the page comes back with the answer', async ({ page, request }) => {
    const to = (await company(request)).emails[0]!.toLowerCase();
    const sender = `${unique('nojs')}@example.com`;
    await page.goto('/contact');

    // An address the browser accepts and the API does not: the page comes back with the API's
    // words under the field, the focus on it and the rest as typed.
    let f = await fill(page, { name: 'Achol Deng', email: 'achol@localhost', subject: 'Beds' });
    await f.send.click();
    f = contactForm(page);
    await expect(f.email).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    await expect(f.email).toBeFocused();
    await expect(f.name).toHaveValue('Achol Deng');
    await expect(f.subject).toHaveValue('Beds');

    await f.email.fill(sender);
    await f.send.click();
    f = contactForm(page);
    await expect(f.status).toHaveText(SENT);
    await expect(f.name).toHaveValue('');
    await waitForMail(
      (m) => addressesOf(m.replyTo).includes(sender) && addressesOf(m.to).includes(to),
    );
  });

  test('the page that comes back with the refused fields is valid HTML', async ({ request }) => {
    const refused = await request.post('/contact', {
      form: { name: '', email: 'achol@localhost', subject: 'Beds', phone: '', message: '' },
    });
    expect(refused.status()).toBe(200);
    await expectValidHtml(await refused.text(), 'POST /contact');
  });
});

test.describe('links to the contact page and the company site', () => {
  test('header and footer at 1280 px, and /about', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('form', { name: 'Send us a message' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Contact', '/contact'],
      ['Company site', '/company'],
      ['About', '/about'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Warranty', '/warranty'],
      ['Sitemap', '/sitemap.xml'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await footer.getByRole('link', { name: 'Company site', exact: true }).click();
    await expect(page).toHaveURL(/\/company$/);
    await page.goto('/');
    await waitForHydration(page);
    await nav.getByRole('link', { name: 'Company', exact: true }).click();
    await expect(page).toHaveURL(/\/company$/);

    await page.goto('/about');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Send us a message' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(main.getByRole('link', { name: 'Visit our company site' })).toHaveAttribute(
      'href',
      '/company',
    );
  });

  test('the phone menu at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await toggle.click();
    await menu.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
    await toggle.click();
    await menu.getByRole('link', { name: 'Company', exact: true }).click();
    await expect(page).toHaveURL(/\/company$/);
  });
});
