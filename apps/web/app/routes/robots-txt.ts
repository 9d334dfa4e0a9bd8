import { originOf } from '~/lib/page-meta';
import type { Route } from './+types/robots-txt';

export function loader({ request, context }: Route.LoaderArgs) {
  // PUBLIC_URL's origin, never the Host header: this file is kept by caches for a day.
  const origin = originOf(request, context);
  const body = ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
