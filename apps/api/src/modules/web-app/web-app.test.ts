import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BRAND_COLORS,
  errorResponseSchema,
  settingsResponseSchema,
  type AdminSettingsUpdate,
} from '@shop/contracts';
import { signUpAdmin } from '../../test/account-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createIconStore, SAFE_ZONE_RADIUS } from './icons.ts';
import { FIXED_ICON_CACHE_CONTROL, ICON_CACHE_CONTROL, MANIFEST_CACHE_CONTROL } from './routes.ts';

const t = useTestApp();
let admin: Record<string, string>;
beforeAll(async () => {
  admin = (await signUpAdmin(t.app, t.db)).headers;
});

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}
interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
  shortcuts: Array<{ name: string; url: string; icons: ManifestIcon[] }>;
}

const getManifest = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/manifest.webmanifest', headers });
const readManifest = async () => (await getManifest()).json<Manifest>();

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]!) <= 6);

describe('GET /manifest.webmanifest', () => {
  it("is the company's names and tagline, the brand's colours, the icons and the shortcuts", async () => {
    const res = await getManifest();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe(MANIFEST_CACHE_CONTROL);
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);

    const { company } = settingsResponseSchema.parse(
      (await t.app.inject({ url: '/api/settings' })).json(),
    );
    const manifest = res.json<Manifest>();
    expect(manifest).toMatchObject({
      id: '/',
      name: company.name,
      short_name: company.shortName,
      description: company.tagline,
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: BRAND_COLORS.theme,
      background_color: BRAND_COLORS.background,
    });
    expect(manifest.icons.map(({ sizes, type, purpose }) => [sizes, type, purpose])).toEqual([
      ['192x192', 'image/png', 'any'],
      ['512x512', 'image/png', 'any'],
      ['512x512', 'image/png', 'maskable'],
    ]);
    expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
      ['Collection', '/collection'],
      ['Cart', '/cart'],
      ['Orders', '/orders'],
    ]);
    for (const shortcut of manifest.shortcuts)
      expect(shortcut.icons).toEqual([expect.objectContaining({ sizes: '96x96' })]);
    // Each glyph is its own picture.
    expect(new Set(manifest.shortcuts.map((s) => s.icons[0]!.src)).size).toBe(3);
  });

  it('answers 304 to the ETag it gave, and a settings change shows at once with a new ETag', async () => {
    const first = await getManifest();
    const etag = first.headers.etag as string;
    const again = await getManifest({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const { company, deliveryFee, freeDeliveryThreshold, lowStockThreshold } =
      settingsResponseSchema.parse((await t.app.inject({ url: '/api/settings' })).json());
    const update: AdminSettingsUpdate = {
      deliveryFee,
      freeDeliveryThreshold,
      lowStockThreshold,
      company: {
        ...company,
        name: 'Boma Star Trading Company',
        shortName: 'Boma',
        tagline: 'Building materials and relief supplies in Pibor',
      },
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify(update),
    });
    expect(saved.statusCode).toBe(200);

    const changed = await getManifest({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<Manifest>()).toMatchObject({
      name: 'Boma Star Trading Company',
      short_name: 'Boma',
      description: 'Building materials and relief supplies in Pibor',
    });
  });
});

describe('the icons', () => {
  it('are PNGs of the sizes the manifest states, kept a year under their hashed addresses', async () => {
    const manifest = await readManifest();
    const listed = [...manifest.icons, ...manifest.shortcuts.flatMap((s) => s.icons)];
    for (const icon of listed) {
      expect(icon.src).toMatch(/^\/icons\/[a-z0-9-]+-[0-9a-f]{16}\.png$/);
      const res = await t.app.inject({ url: icon.src });
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe(ICON_CACHE_CONTROL);
      const meta = await sharp(res.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
      expect(meta.format).toBe('png');

      const again = await t.app.inject({
        url: icon.src,
        headers: { 'if-none-match': res.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('maskable: the brand green to the edges, the star only inside the safe zone', async () => {
    const { icons } = await readManifest();
    const maskable = icons.find((icon) => icon.purpose === 'maskable')!;
    const png = (await t.app.inject({ url: maskable.src })).rawPayload;
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const green = rgb(BRAND_COLORS.theme);
    const star = rgb(BRAND_COLORS.accent);
    const size = info.width;
    let starInside = 0;
    let outsideNotGreen = 0;
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        const at = (y * size + x) * info.channels;
        const pixel = [data[at]!, data[at + 1]!, data[at + 2]!];
        const opaque = info.channels < 4 || data[at + 3] === 255;
        const r = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) / size;
        if (r > SAFE_ZONE_RADIUS && !(opaque && near(pixel, green))) outsideNotGreen += 1;
        if (r <= SAFE_ZONE_RADIUS && near(pixel, star)) starInside += 1;
      }
    }
    expect(outsideNotGreen).toBe(0);
    // The star is drawn, and big enough to read (over 5% of the icon).
    expect(starInside).toBeGreaterThan(size * size * 0.05);
  });

  it('the "any" icons keep the mark\'s rounded corners; the apple-touch-icon has no transparency', async () => {
    const { icons } = await readManifest();
    const png = (await t.app.inject({ url: icons[0]!.src })).rawPayload;
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect(data[3]).toBe(0); // the top left corner

    const apple = await t.app.inject({ url: '/apple-touch-icon.png' });
    expect(apple.statusCode).toBe(200);
    expect(apple.headers['cache-control']).toBe(FIXED_ICON_CACHE_CONTROL);
    const meta = await sharp(apple.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format, meta.hasAlpha]).toEqual([180, 180, 'png', false]);
    const precomposed = await t.app.inject({ url: '/apple-touch-icon-precomposed.png' });
    expect(precomposed.rawPayload.equals(apple.rawPayload)).toBe(true);
    const again = await t.app.inject({
      url: '/apple-touch-icon.png',
      headers: { 'if-none-match': apple.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it("an unknown icon is the API's 404; a known one under another hash is sent uncached", async () => {
    for (const url of [
      '/icons/icon-300-0123456789abcdef.png',
      '/icons/icon-192.png',
      '/icons/nothing',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(errorResponseSchema.parse(res.json())).toMatchObject({
        success: false,
        code: 'NOT_FOUND',
      });
    }
    const { icons } = await readManifest();
    const current = await t.app.inject({ url: icons[0]!.src });
    const older = await t.app.inject({ url: '/icons/icon-192-0123456789abcdef.png' });
    expect(older.statusCode).toBe(200);
    expect(older.headers['cache-control']).toBe('no-cache');
    expect(older.rawPayload.equals(current.rawPayload)).toBe(true);
  });
});

describe('the icon store', () => {
  it('renders once for every caller, and again after a failed rendering', async () => {
    let renders = 0;
    const store = createIconStore(async () => {
      renders += 1;
      if (renders === 1) throw new Error('no memory');
      return new Map();
    });
    await expect(store.get()).rejects.toThrow('no memory');
    const [a, b] = await Promise.all([store.get(), store.get()]);
    expect(a).toBe(b);
    await store.get();
    expect(renders).toBe(2);
  });
});
