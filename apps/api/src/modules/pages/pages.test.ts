import { beforeAll, describe, expect, it } from 'vitest';
import {
  LEGAL_MESSAGES as M,
  LEGAL_PAGE_TITLES,
  LEGAL_PAGES,
  LEGAL_TEXT_MAX,
  legalPageResponseSchema,
  legalPageSavedResponseSchema,
} from '@shop/contracts';
import { signUp, signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { useTestApp } from '../../test/test-app.ts';
import { DEFAULT_SETTINGS } from '../settings/defaults.ts';
import { getShopSettings, saveShopSettings } from '../settings/service.ts';

const t = useTestApp();
let admin: Headers;
let customer: Headers;
beforeAll(async () => {
  admin = (await signUpAdmin(t.app, t.db)).headers;
  customer = (await signUp(t.app, 'Abuk Customer')).headers;
});

const getPublic = (slug: string) => t.app.inject({ method: 'GET', url: `/api/pages/${slug}` });
const getAdmin = (slug: string, headers: Headers) =>
  t.app.inject({ method: 'GET', url: `/api/admin/pages/${slug}`, headers });
const put = (slug: string, headers: Headers, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/pages/${slug}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

describe('GET /api/pages/:slug', () => {
  it.each(LEGAL_PAGES)(
    'answers the default %s text, built from the company profile',
    async (slug) => {
      const res = await getPublic(slug);
      expect(res.statusCode).toBe(200);
      const { page } = legalPageResponseSchema.parse(res.json());
      const company = DEFAULT_SETTINGS.company;
      expect(page).toMatchObject({ slug, title: LEGAL_PAGE_TITLES[slug], updatedAt: null });
      for (const detail of [company.name, company.address, company.emails[0]!, company.phones[0]!])
        expect(page.text).toContain(detail);
      // Paragraphs separated by blank lines, '## ' headings, nothing of the wrong market.
      const blocks = page.text.split(/\n\s*\n/);
      expect(blocks.length).toBeGreaterThan(10);
      expect(blocks.filter((b) => b.startsWith('## ')).length).toBeGreaterThan(5);
      expect(blocks.every((b) => b.trim() === b && b.length > 0)).toBe(true);
      expect(page.text).not.toMatch(/Kampala|UGX|Uganda/);
    },
  );

  it('follows a change of the company profile while staff have not written their own text', async () => {
    const settings = await getShopSettings(t.db);
    await saveShopSettings(t.db, {
      ...settings,
      company: {
        ...settings.company,
        emails: ['legal@bomastar.example', ...settings.company.emails],
      },
    });
    try {
      const { page } = legalPageResponseSchema.parse((await getPublic('privacy')).json());
      expect(page.text).toContain('legal@bomastar.example');
    } finally {
      await saveShopSettings(t.db, settings);
    }
  });

  it('refuses a page that does not exist', async () => {
    for (const slug of ['cookies', 'PRIVACY', '..%2Fsettings'])
      expectRefusal(await getPublic(slug), 400, { code: 'BAD_REQUEST', message: M.notFound }, slug);
  });
});

describe('admin legal pages', () => {
  it('answers 401 without a token and 403 to a customer, and a refused save changes nothing', async () => {
    const calls = [
      (h: Headers) => getAdmin('terms', h),
      (h: Headers) => put('terms', h, { text: 'Taken over.' }),
    ];
    for (const call of calls) {
      const none = await call({});
      expect(none.statusCode).toBe(401);
      expect(none.json().success).toBe(false);
      expect((await call(customer)).statusCode).toBe(403);
    }
    expect((await getPublic('terms')).json().page.updatedAt).toBeNull();
  });

  it('saves the text, which the shop shows at once, and records the change', async () => {
    const res = await getAdmin('terms', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const before = legalPageResponseSchema.parse(res.json()).page;
    expect(before).toEqual((await getPublic('terms')).json().page);

    const text = '## Our terms\n\nShort and fair.\n\n## Contact\n\nCall us.';
    const saved = await put('terms', admin, { text: `  ${text}\n` });
    expect(saved.statusCode).toBe(200);
    const body = legalPageSavedResponseSchema.parse(saved.json());
    expect(body.message).toBe(M.saved('Terms of Service'));
    expect(body.page).toMatchObject({ slug: 'terms', title: 'Terms of Service', text });
    expect(body.page.updatedAt).not.toBeNull();

    const shown = legalPageResponseSchema.parse((await getPublic('terms')).json()).page;
    expect(shown).toEqual(body.page);
    // The other page keeps its default.
    expect((await getPublic('privacy')).json().page.updatedAt).toBeNull();

    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?entity=page&entityId=terms',
      headers: admin,
    });
    const [entry] = audit.json().entries;
    expect(entry).toMatchObject({
      action: 'page.update',
      entity: 'page',
      entityId: 'terms',
      before: { text: before.text, updatedAt: null },
      after: { text },
    });

    const second = await put('terms', admin, { text: 'Second version.' });
    expect(second.json().page.text).toBe('Second version.');
    const [latest] = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/audit?entity=page&entityId=terms',
        headers: admin,
      })
    ).json().entries;
    expect(latest).toMatchObject({ before: { text }, after: { text: 'Second version.' } });
  });

  it.each([
    ['no text', {}, M.textRequired],
    ['an empty text', { text: '' }, M.textRequired],
    ['a blank text', { text: ' \n\n ' }, M.textRequired],
    ['a text that is not a string', { text: 42 }, M.textRequired],
    ['a text too long', { text: 'x'.repeat(LEGAL_TEXT_MAX + 1) }, M.textTooLong],
  ])('refuses %s with 400 under the field', async (_label, body, message) => {
    const res = await put('privacy', admin, body);
    expectRefusal(res, 400, { code: 'VALIDATION', message, errors: { text: message } });
    expect((await getPublic('privacy')).json().page.updatedAt).toBeNull();
  });

  it('refuses a page that does not exist', async () => {
    expectRefusal(await put('cookies', admin, { text: 'x' }), 400, {
      code: 'BAD_REQUEST',
      message: M.notFound,
    });
  });
});
