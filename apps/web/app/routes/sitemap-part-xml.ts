import { originOf } from '~/lib/page-meta';
import { sitemapDocument, sitemapHeaders } from '~/lib/sitemap.server';
import type { Route } from './+types/sitemap-part-xml';

/** /sitemap-n.xml: part n of a sitemap longer than 50,000 addresses (see sitemap-xml.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const part = Number(/^\/sitemap-(\d+)\.xml$/.exec(new URL(request.url).pathname)?.[1]);
  const notFound = () =>
    new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  if (!Number.isInteger(part) || part < 1) return notFound();
  try {
    const body = await sitemapDocument(part, originOf(request, context), context);
    return body === null ? notFound() : new Response(body, { headers: sitemapHeaders });
  } catch (error) {
    console.error(`Sitemap part ${part}: the API could not be read`, error);
    return new Response('Try again later', {
      status: 503,
      headers: { 'Retry-After': '300', 'Cache-Control': 'no-store' },
    });
  }
}
