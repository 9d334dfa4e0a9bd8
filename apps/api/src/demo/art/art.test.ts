import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalStorage, type Storage } from '../../storage/index.ts';
import { useS3Server } from '../../test/s3-fixtures.ts';
import { demoProducts } from '../products.ts';
import { blogSvg, productSvg } from './compose.ts';
import { ART_KINDS } from './drawings.ts';
import { GALLERY_KEYS, gallerySvg } from './gallery.ts';
import {
  blogImageUrl,
  productImageUrls,
  renderDemoArt,
  renderSiteArt,
  siteArtJobs,
} from './index.ts';
import { SLIDE_KEYS, sceneSvg } from './scenes.ts';

const dirs: string[] = [];
const s3 = useS3Server();
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('demo artwork', () => {
  it('renders a product as square WebP images in every width, both gallery views', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'art-'));
    dirs.push(dir);
    const product = demoProducts[0];
    if (!product) throw new Error('no demo products');
    await renderDemoArt(new LocalStorage(dir), { products: [product] });
    for (const w of [240, 480, 800]) {
      for (const name of [`${product.slug}-${w}.webp`, `${product.slug}-b-${w}.webp`]) {
        const meta = await sharp(join(dir, 'products', name)).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(w);
        expect(meta.height).toBe(w);
      }
    }
    const hero = await sharp(join(dir, 'site', 'hero-1600.webp')).metadata();
    expect([hero.format, hero.width, hero.height]).toEqual(['webp', 1600, 700]);
    const site = await readdir(join(dir, 'site'));
    expect(site.filter((f) => f.startsWith('slide-'))).toHaveLength(SLIDE_KEYS.length * 3);
    expect(site.filter((f) => f.startsWith('gallery-'))).toHaveLength(GALLERY_KEYS.length * 3);
    for (const key of GALLERY_KEYS) {
      const gallery = await sharp(join(dir, 'site', `gallery-${key}-960.webp`)).metadata();
      expect([gallery.format, gallery.width, gallery.height], key).toEqual(['webp', 960, 720]);
    }
    const blogs = await readdir(join(dir, 'blog'));
    const blog = await sharp(
      join(dir, 'blog', blogs.find((f) => f.endsWith('-960.webp')) ?? ''),
    ).metadata();
    expect([blog.width, blog.height]).toEqual([960, 640]);
  }, 60_000);

  it('draws every kind as a picture, not a blank box', async () => {
    for (const kind of ART_KINDS) {
      const svg = productSvg({ kind, palette: ['#f0f0f0', '#d0d0d0'], accent: '#3f6fb5' }, 64, 'a');
      const { channels } = await sharp(Buffer.from(svg)).stats();
      // a drawing on the gradient has real contrast in at least one channel
      expect(Math.max(...channels.map((c) => c.stdev)), kind).toBeGreaterThan(12);
    }
  }, 60_000);

  it('builds valid SVG for banners and blog pictures', async () => {
    for (const key of [
      'hero',
      'hero-2',
      ...SLIDE_KEYS.map((k) => `slide-${k}` as const),
    ] as const) {
      const meta = await sharp(Buffer.from(sceneSvg(key, 160))).metadata();
      expect(meta.width).toBe(160);
    }
    for (const key of GALLERY_KEYS) {
      const { channels } = await sharp(Buffer.from(gallerySvg(key, 160))).stats();
      expect(Math.max(...channels.map((c) => c.stdev)), key).toBeGreaterThan(12);
    }
    const meta = await sharp(
      Buffer.from(blogSvg({ kind: 'tent', palette: ['#eee', '#ccc'], accent: '#4c8c6a' }, 300)),
    ).metadata();
    expect([meta.width, meta.height]).toEqual([300, 200]);
  });

  it('names image URLs after their widest rendition', () => {
    expect(productImageUrls('x')).toEqual([
      '/uploads/products/x-800.webp',
      '/uploads/products/x-b-800.webp',
    ]);
    expect(blogImageUrl('y')).toBe('/uploads/blog/y-1600.webp');
  });
});

/** The storage, counting what is stored through it. */
function counting(storage: Storage) {
  const stored: string[] = [];
  const counted = Object.assign(Object.create(storage) as Storage, {
    put(key: string, bytes: Buffer, type: string) {
      stored.push(key);
      return storage.put(key, bytes, type);
    },
  });
  return { counted, stored };
}

describe('demo artwork in a bucket', () => {
  it("stores the site's pictures once: a later start finds them and draws none", async () => {
    const first = counting(s3.storage);
    await renderSiteArt(first.counted);
    const keys = siteArtJobs().map((job) => job.key);
    expect(first.stored.sort()).toEqual([...keys].sort());
    expect(await s3.keys('site/')).toEqual([...keys].sort());
    const hero = await s3.storage.read('site/hero-1600.webp');
    const chunks: Buffer[] = [];
    for await (const chunk of hero!.body) chunks.push(chunk as Buffer);
    const meta = await sharp(Buffer.concat(chunks)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 700]);

    await s3.storage.delete(['site/hero-960.webp']);
    const again = counting(s3.storage);
    await renderSiteArt(again.counted);
    expect(again.stored).toEqual(['site/hero-960.webp']);
  }, 60_000);

  it("stores a demo product's pictures in every width beside the site's", async () => {
    const product = demoProducts[1]!;
    await renderDemoArt(s3.storage, { products: [product] });
    const products = await s3.keys('products/');
    for (const url of productImageUrls(product.slug))
      for (const w of [240, 480, 800])
        expect(products).toContain(url.replace('/uploads/', '').replace('-800.webp', `-${w}.webp`));
    expect((await s3.keys('blog/')).length).toBeGreaterThan(0);
  }, 60_000);
});
