// Demo artwork: every product, blog and banner picture of the demo shop is drawn here by code
// and stored as WebP renditions in the image storage, named the way images.ts expects.
import { BANNER_IMAGE_WIDTHS, PRODUCT_IMAGE_WIDTHS } from '@shop/contracts';
import type { Storage } from '../../storage/index.ts';
import { demoBlogs } from '../blogs.ts';
import { demoProducts, type DemoProduct } from '../products.ts';
import { blogSvg, productSvg } from './compose.ts';
import { GALLERY_KEYS, gallerySvg } from './gallery.ts';
import { missingJobs, runBounded, writeWebp, type ImageJob } from './render.ts';
import { SLIDE_KEYS, sceneSvg, type SceneKey } from './scenes.ts';

export type { ArtSpec } from './types.ts';
export type { ArtKind } from './drawings.ts';
export { SLIDE_KEYS } from './scenes.ts';
export { GALLERY_KEYS } from './gallery.ts';

const CONCURRENCY = 4;

export function productImageUrls(slug: string): string[] {
  return [`/uploads/products/${slug}-800.webp`, `/uploads/products/${slug}-b-800.webp`];
}

/** The product pictures `renderDemoArt` draws, as products name them: all the seed may attach. */
export function drawnProductPictures(): Set<string> {
  return new Set(demoProducts.flatMap((p) => productImageUrls(p.slug)));
}

export function blogImageUrl(slug: string): string {
  return `/uploads/blog/${slug}-1600.webp`;
}

export function artJobs(products: readonly DemoProduct[]): ImageJob[] {
  const jobs: ImageJob[] = [];
  for (const p of products)
    for (const w of PRODUCT_IMAGE_WIDTHS) {
      jobs.push({
        key: `products/${p.slug}-${w}.webp`,
        svg: () => productSvg(p.art, w, 'a'),
      });
      jobs.push({
        key: `products/${p.slug}-b-${w}.webp`,
        svg: () => productSvg(p.art, w, 'b'),
      });
    }
  for (const b of demoBlogs)
    for (const w of BANNER_IMAGE_WIDTHS)
      jobs.push({
        key: `blog/${b.slug}-${w}.webp`,
        svg: () => blogSvg(b.art, w),
      });
  jobs.push(...siteArtJobs());
  return jobs;
}

/**
 * The site's own pictures (home banners, service slides, the landing page's gallery): the pages
 * show them whatever the catalogue holds, so they are drawn on every start, not only with the
 * demo shop.
 */
export function siteArtJobs(): ImageJob[] {
  const jobs: ImageJob[] = [];
  const scenes: SceneKey[] = ['hero', 'hero-2', ...SLIDE_KEYS.map((k) => `slide-${k}` as const)];
  for (const key of scenes)
    for (const w of BANNER_IMAGE_WIDTHS)
      jobs.push({
        key: `site/${key}-${w}.webp`,
        svg: () => sceneSvg(key, w),
      });
  // The landing page's gallery (4:3), in the site pictures' widths.
  for (const key of GALLERY_KEYS)
    for (const w of BANNER_IMAGE_WIDTHS)
      jobs.push({
        key: `site/gallery-${key}-${w}.webp`,
        svg: () => gallerySvg(key, w),
      });
  return jobs;
}

/** Stores the site's pictures that are missing (a new release may add some). */
export async function renderSiteArt(storage: Storage, opts: { cacheDir?: string } = {}) {
  const jobs = await missingJobs(storage, siteArtJobs(), false);
  await runBounded(jobs, CONCURRENCY, (job) => writeWebp(storage, job, opts.cacheDir));
}

/** Stores every missing demo image (all of them with force). Safe to call on every start. */
export async function renderDemoArt(
  storage: Storage,
  opts: { products?: DemoProduct[]; force?: boolean; cacheDir?: string } = {},
): Promise<void> {
  const jobs = await missingJobs(storage, artJobs(opts.products ?? demoProducts), !!opts.force);
  await runBounded(jobs, CONCURRENCY, (job) => writeWebp(storage, job, opts.cacheDir));
}
