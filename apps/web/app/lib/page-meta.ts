import type { ShopSettings } from '@shop/contracts/client';
import type { MetaDescriptor } from 'react-router';

type AnyMatch = { id: string; loaderData?: unknown } | undefined;

/** The shop settings the root loader put into the page, read from a meta function's matches. */
export function settingsFromMatches(matches: readonly AnyMatch[]): ShopSettings | undefined {
  const root = matches.find((m) => m?.id === 'root');
  return (root?.loaderData as { settings?: ShopSettings } | undefined)?.settings;
}

export interface PageMetaInput {
  matches: readonly AnyMatch[];
  /** The page's own name; the company's short name is appended. */
  title: string;
  description?: string;
  /** Path of the page ('/about'), for the canonical link and og:url. */
  path?: string;
  /** The shop's public origin (originOf) when the loader passed it on; relative URLs otherwise. */
  origin?: string;
  image?: string;
  type?: 'website' | 'article' | 'product';
  /** A page that should not be indexed (404, account pages). */
  noIndex?: boolean;
}

const absolute = (url: string, origin?: string) => (origin ? new URL(url, origin).href : url);

/** Title, description, Open Graph and canonical tags of one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const settings = settingsFromMatches(input.matches);
  const siteName = settings?.company.shortName ?? 'Shop';
  const title = input.title ? `${input.title} | ${siteName}` : siteName;
  const description = input.description ?? settings?.company.tagline ?? '';
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:site_name', content: settings?.company.name ?? siteName },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    {
      name: 'twitter:card',
      content: input.image ? 'summary_large_image' : 'summary',
    },
  ];
  if (input.image)
    tags.push({
      property: 'og:image',
      content: absolute(input.image, input.origin),
    });
  if (input.path !== undefined) {
    const url = absolute(input.path, input.origin);
    tags.push(
      { property: 'og:url', content: url },
      { tagName: 'link', rel: 'canonical', href: url },
    );
  }
  if (input.noIndex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

/**
 * The shop's public origin, for absolute URLs in pages and files that caches keep (canonical
 * link, og:url, JSON-LD, sitemap, robots.txt): PUBLIC_URL's, which the server hands the renderer
 * (apps/api/src/plugins/web.ts), never the request's Host header, which anyone can forge to
 * plant their own address in a cached page. Only `react-router dev` passes no such context;
 * there the request's own origin stands in.
 */
export function originOf(request: Request, context: unknown): string {
  return publicOriginOf(context) ?? new URL(request.url).origin;
}

/** PUBLIC_URL's origin from the server's loader context, if it passed one. */
export function publicOriginOf(context: unknown): string | undefined {
  return (context as { publicOrigin?: string } | undefined)?.publicOrigin;
}
