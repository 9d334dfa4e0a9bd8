import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminSettingsResponseSchema,
  adminSettingsSavedResponseSchema,
  SETTINGS_MESSAGES,
  settingsResponseSchema,
  type AdminSettingsUpdate,
  type ShopSettings,
} from '@shop/contracts';
import { signUp, signUpAdmin } from '../../test/account-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

type Headers = Record<string, string>;
const t = useTestApp();
let admin: Headers;
beforeAll(async () => {
  admin = (await signUpAdmin(t.app, t.db)).headers;
});

const getAdmin = (headers: Headers) =>
  t.app.inject({ method: 'GET', url: '/api/admin/settings', headers });
const put = (headers: Headers, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const publicSettings = async () =>
  settingsResponseSchema.parse((await t.app.inject({ url: '/api/settings' })).json());
const editable = ({
  deliveryFee,
  freeDeliveryThreshold,
  lowStockThreshold,
  company,
}: ShopSettings): AdminSettingsUpdate => ({
  deliveryFee,
  freeDeliveryThreshold,
  lowStockThreshold,
  company: structuredClone(company),
});

describe('admin settings: access', () => {
  it('answers 401 without a token and 403 to a customer, and a refused save changes nothing', async () => {
    const customer = (await signUp(t.app, 'Atong Customer')).headers;
    const current = await publicSettings();
    const change = { ...editable(current), deliveryFee: 1 };
    for (const call of [(h: Headers) => getAdmin(h), (h: Headers) => put(h, change)]) {
      const none = await call({});
      expect(none.statusCode).toBe(401);
      expect(none.json().success).toBe(false);
      expect((await call(customer)).statusCode).toBe(403);
    }
    expect((await publicSettings()).deliveryFee).toBe(current.deliveryFee);
  });
});

describe('GET and PUT /api/admin/settings', () => {
  it('saves fees and the company profile; GET /api/settings shows them on the next request', async () => {
    const res = await getAdmin(admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { settings: before } = adminSettingsResponseSchema.parse(res.json());
    expect(before).toEqual(
      (({ success: _s, ...rest }) => rest)(await publicSettings()) as ShopSettings,
    );

    // Warm any cache there might be before the change.
    await publicSettings();
    const update: AdminSettingsUpdate = editable(before);
    update.deliveryFee = 30_000;
    update.freeDeliveryThreshold = 5_000_000;
    update.lowStockThreshold = 25;
    update.company = {
      ...update.company,
      name: 'Boma Star General Trading Company Limited',
      phones: ['+211 922 000 111'],
      emails: ['Orders@BomaStarTrading.com', 'info@bomastartrading.com'],
      whatsapp: '+211 922 000 111',
      address: 'Juba, Hai Cinema, South Sudan',
      latitude: 4.8594,
      longitude: 31.5713,
      hours: [{ days: 'Monday - Saturday', hours: '8:00 - 17:00' }],
      social: { ...update.company.social, tiktok: 'https://www.tiktok.com/@bomastar' },
    };
    const saved = await put(admin, { ...update, currency: 'USD' });
    expect(saved.statusCode).toBe(200);
    const body = adminSettingsSavedResponseSchema.parse(saved.json());
    expect(body.message).toBe(SETTINGS_MESSAGES.saved);

    const expected: ShopSettings = {
      currency: 'SSP',
      deliveryFee: 30_000,
      freeDeliveryThreshold: 5_000_000,
      lowStockThreshold: 25,
      // Not sent: kept as it was (a client that does not know it yet changes nothing).
      unansweredKeepDays: before.unansweredKeepDays,
      lineQuantityMax: before.lineQuantityMax,
      newsletterPerMinute: before.newsletterPerMinute,
      company: {
        ...before.company,
        ...update.company,
        // Stored as the links and pages want them.
        emails: ['orders@bomastartrading.com', 'info@bomastartrading.com'],
        whatsapp: '211922000111',
      } as ShopSettings['company'],
    };
    expect(body.settings).toEqual(expected);
    expect(await publicSettings()).toEqual({ success: true, ...expected });
    expect(adminSettingsResponseSchema.parse((await getAdmin(admin)).json()).settings).toEqual(
      expected,
    );

    const audit = await t.app.inject({
      url: '/api/admin/audit?entity=settings&entityId=shop',
      headers: admin,
    });
    const [entry] = audit.json().entries;
    expect(entry).toMatchObject({ action: 'settings.update', before, after: expected });
  });

  it('saves the bound per order line and the depot, and removes the depot with null', async () => {
    const current = await publicSettings();
    const depot = { address: 'Gudele Block 3, Juba', purpose: 'Yard: timber, steel and cement' };
    const saved = await put(admin, {
      ...editable(current),
      lineQuantityMax: 5000,
      company: { ...editable(current).company, officePurpose: 'Sales office', depot },
    });
    expect(saved.statusCode).toBe(200);
    expect(await publicSettings()).toMatchObject({
      lineQuantityMax: 5000,
      company: { officePurpose: 'Sales office', depot },
    });
    // Not sent: the bound stays as it was.
    const without = await put(admin, {
      ...editable(current),
      company: { ...editable(current).company, depot: null },
    });
    expect(without.statusCode).toBe(200);
    expect(await publicSettings()).toMatchObject({
      lineQuantityMax: 5000,
      company: { depot: null },
    });
    expect((await put(admin, { ...editable(current), lineQuantityMax: 1000 })).statusCode).toBe(
      200,
    );
  });

  it("saves the company's tax number (TIN), keeps it when a client does not send it, and clears it with ''", async () => {
    const current = await publicSettings();
    const save = async (company: Record<string, unknown>) => {
      const res = await put(admin, { ...editable(current), company });
      expect(res.statusCode, res.body).toBe(200);
      return adminSettingsSavedResponseSchema.parse(res.json()).settings.company.taxNumber;
    };
    const { taxNumber: _none, ...withoutTin } = editable(current).company;
    expect(await save({ ...withoutTin, taxNumber: '  NRA 100-234/567 ' })).toBe('NRA 100-234/567');
    expect((await publicSettings()).company.taxNumber).toBe('NRA 100-234/567');
    expect(await save(withoutTin)).toBe('NRA 100-234/567');
    expect(await save({ ...withoutTin, taxNumber: '' })).toBe('');
  });

  it('applies the new delivery fee to the next order priced by the server', async () => {
    const current = (await publicSettings()) as ShopSettings;
    const saved = await put(admin, { ...editable(current), deliveryFee: 12_345 });
    expect(saved.statusCode).toBe(200);
    const buyer = await signUp(t.app, 'Mading Buyer');
    const product = (await t.app.inject({ url: '/api/product/list?sort=low&pageSize=1' })).json()
      .products[0];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/place-cod',
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({
        address: {
          firstName: 'Mading',
          lastName: 'Buyer',
          email: 'mading@example.org',
          street: 'Hai Jebel',
          city: 'Juba',
          state: 'Central Equatoria',
          zipcode: '00211',
          country: 'South Sudan',
          phone: '+211 921 000 222',
        },
        items: [{ _id: product._id, size: product.sizes[0], quantity: 1 }],
        amount: product.price + 12_345,
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.deliveryFee).toBe(12_345);
  });

  it('refuses bad values with a message naming the field, and saves nothing', async () => {
    const current = await publicSettings();
    const valid = editable(current);
    const withCompany = (change: Record<string, unknown>) => ({
      ...valid,
      company: { ...valid.company, ...change },
    });
    const cases: [unknown, RegExp][] = [
      [{ ...valid, deliveryFee: -1 }, /^Delivery fee cannot be negative$/],
      [{ ...valid, deliveryFee: 10.5 }, /^Delivery fee must be a whole number/],
      [{ ...valid, deliveryFee: '25000' }, /^Delivery fee must be a number$/],
      [{ ...valid, freeDeliveryThreshold: -5 }, /^Free-delivery threshold cannot be negative$/],
      [{ ...valid, lowStockThreshold: -1 }, /^Low-stock threshold cannot be negative$/],
      [{ ...valid, lowStockThreshold: 2.5 }, /^Low-stock threshold must be a whole number/],
      [{ ...valid, lowStockThreshold: undefined }, /^Low-stock threshold must be a number$/],
      [{ ...valid, company: undefined }, /^Please enter the company profile$/],
      [withCompany({ name: '  ' }), /^Please enter the company name$/],
      [withCompany({ phones: [] }), /^Add at least one phone number$/],
      [withCompany({ phones: ['call us'] }), /^Each phone number must be a valid phone number/],
      [withCompany({ emails: ['not-an-email'] }), /^Each e-mail must be a valid e-mail address$/],
      [withCompany({ whatsapp: '+256 772 123 456' }), /^WhatsApp number must be/],
      [withCompany({ latitude: 91 }), /^Latitude must be between -90 and 90$/],
      [withCompany({ longitude: -181 }), /^Longitude must be between -180 and 180$/],
      [withCompany({ latitude: '6.79' }), /^Latitude must be a number$/],
      [withCompany({ hours: [] }), /^Add at least one line of opening hours$/],
      [withCompany({ hours: [{ days: 'Monday', hours: '' }] }), /^Please enter the hours$/],
      [
        withCompany({ social: { ...valid.company.social, facebook: 'javascript:alert(1)' } }),
        /^Facebook link must be a web address starting with https:\/\/$/,
      ],
      [
        withCompany({ social: { ...valid.company.social, instagram: 'http://insecure.example' } }),
        /^Instagram link must be/,
      ],
      [withCompany({ yearsOfExperience: -2 }), /^Years of experience cannot be negative$/],
      [{ ...valid, lineQuantityMax: 0 }, /^Most units per order line must be at least 1$/],
      [{ ...valid, lineQuantityMax: 2.5 }, /^Most units per order line must be a whole number$/],
      [{ ...valid, lineQuantityMax: '500' }, /^Most units per order line must be a number$/],
      [
        { ...valid, lineQuantityMax: 1_000_001 },
        /^Most units per order line must be at most 1,000,000$/,
      ],
      [withCompany({ address: '' }), /^Please enter the office address$/],
      [withCompany({ officePurpose: ' ' }), /^Please say what the office is for$/],
      [
        withCompany({ depot: { address: 'Gumbo, Juba', purpose: '' } }),
        /^Please say what the depot is for$/,
      ],
      [
        withCompany({ depot: { address: '', purpose: 'Yard' } }),
        /^Please enter the depot address$/,
      ],
      [
        withCompany({ taxNumber: 'x'.repeat(41) }),
        /^Tax number \(TIN\) must be at most 40 characters$/,
      ],
      [withCompany({ taxNumber: '<b>1</b>' }), /^Tax number \(TIN\) may hold only letters/],
      [withCompany({ depot: 'Juba' }), /^Depot must be an address and what it is for, or null$/],
      [withCompany({ depot: undefined }), /^Depot must be an address and what it is for, or null$/],
      [
        withCompany({ depot: { address: 'x'.repeat(301), purpose: 'Yard' } }),
        /^Depot address must be at most 300 characters$/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await put(admin, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toMatch(message);
    }
    const notJson = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await publicSettings()).toEqual(current);
  });
});
