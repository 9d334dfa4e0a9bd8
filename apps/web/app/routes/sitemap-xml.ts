import {
  CATEGORY_NAMES,
  MAX_PAGE_SIZE,
  type Blog,
  type ProductListResponse,
} from '@shop/contracts/client';
import { api } from '~/lib/api';
import { originOf } from '~/lib/page-meta';
import type { Route } from './+types/sitemap-xml';

// A sitemap holds at most 50,000 addresses; keep room for the fixed pages and the blog.
const MAX_PRODUCTS = 45_000;
const PARALLEL_PAGES = 8;

interface Entry {
  path: string;
  lastmod?: string;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const isoDate = (value: number | string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
};

/** Every product, page by page (the API never sends the whole catalogue in one answer). */
async function productEntries(context: unknown): Promise<Entry[]> {
  const url = (page: number) =>
    `/api/product/list?sort=newest&page=${page}&pageSize=${MAX_PAGE_SIZE}`;
  const first = await api<ProductListResponse>(url(1), { context });
  const pages = Math.min(
    Math.ceil(first.total / MAX_PAGE_SIZE),
    Math.ceil(MAX_PRODUCTS / MAX_PAGE_SIZE),
  );
  const products = [...first.products];
  for (let start = 2; start <= pages; start += PARALLEL_PAGES) {
    const batch = Array.from({ length: Math.min(PARALLEL_PAGES, pages - start + 1) }, (_, i) =>
      api<ProductListResponse>(url(start + i), { context }),
    );
    for (const page of await Promise.all(batch)) products.push(...page.products);
  }
  return products.map((p) => ({
    path: `/product/${p._id}`,
    lastmod: isoDate(p.date),
  }));
}

async function blogEntries(context: unknown): Promise<Entry[]> {
  const blogs = await api<Blog[]>('/api/blogs', { context });
  return blogs.map((b) => ({
    path: `/blog/${b._id}`,
    lastmod: isoDate(b.createdAt),
  }));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // PUBLIC_URL's origin, never the Host header: this file is kept by caches for an hour.
  const origin = originOf(request, context);
  const [products, blogs] = await Promise.all([
    productEntries(context).catch((error: unknown) => {
      console.error('Sitemap: products failed', error);
      return [];
    }),
    blogEntries(context).catch((error: unknown) => {
      console.error('Sitemap: blogs failed', error);
      return [];
    }),
  ]);
  const entries: Entry[] = [
    { path: '/' },
    { path: '/collection' },
    { path: '/about' },
    // The company site and its pages (docs/spec/account-and-company-site.md section 2).
    { path: '/company' },
    { path: '/contact' },
    { path: '/privacy' },
    { path: '/terms' },
    ...CATEGORY_NAMES.map((c) => ({
      path: `/collection?category=${encodeURIComponent(c)}`,
    })),
    ...products,
    ...blogs,
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (e) =>
        `<url><loc>${escapeXml(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
