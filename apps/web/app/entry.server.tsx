import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { blogPageCacheQuery } from '~/features/blog/blog-page-query';
import { isAboutTab } from '~/features/company/about/about-tabs';
import { filtersToSearch, parseFilters } from '~/features/catalog/collection-filters';
import { tabFromQuery } from '~/features/profile/profile-page';
import type { ServerContext } from '~/lib/api';
import { deferScripts } from '~/lib/deferred-scripts.server';
import { tapKeeperStream, withTapKeeper } from '~/lib/tap-keeper.server';
import { lowDataOf } from '~/lib/low-data';
import {
  pageCacheKey as keyOf,
  readsNothing,
  type PageQueries,
} from '~/lib/page-cache-policy.server';

/**
 * The pages the production server keeps rendered, each with the part of its query it reads
 * (lib/page-cache-policy.server.ts). A page is listed only if its server HTML is the same for
 * every visitor. Pages with a token or a visitor's own meaning in the address are not: sign-in
 * (where to go back to), the password reset, the change of e-mail address's link, the payment
 * return, the newsletter's confirm and
 * unsubscribe links, order tracking (its e-mail link carries an order number); nor the 404 page,
 * the sitemap and robots.txt.
 */
const KEPT_PAGES: PageQueries = {
  'routes/home': readsNothing,
  // The filters as the collection's own links write them (unknown values dropped, defaults left
  // out, one order): every way of asking for one list of products is one entry.
  'routes/collection': (params) => filtersToSearch(parseFilters(params)).slice(1),
  'routes/product': readsNothing,
  'routes/blog-post': readsNothing,
  'routes/blog': blogPageCacheQuery,
  // The feed, kept like a page and dropped with it (routes/blog-rss.ts).
  'routes/blog-rss': readsNothing,
  // The tab shown first (useSearchParams in the page); the default one is the bare address.
  'routes/about': (params) => {
    const tab = params.get('tab');
    return isAboutTab(tab) && tab !== 'OurStory' ? `tab=${tab}` : '';
  },
  'routes/profile': (params) => {
    const tab = tabFromQuery(params.get('tab'));
    return tab === 'profile' ? '' : `tab=${tab}`;
  },
  'routes/company': readsNothing,
  'routes/contact': readsNothing,
  'routes/privacy': readsNothing,
  'routes/terms': readsNothing,
  'routes/warranty': readsNothing,
  // The browser fills these in from its own cart and session; the server sends the frame.
  'routes/cart': readsNothing,
  'routes/place-order': readsNothing,
  'routes/orders': readsNothing,
  'routes/offline': readsNothing,
};

/**
 * The page cache's key of an address, or null when its page is not kept; apps/web/server.mjs
 * reads it from the server build's entry module.
 */
export function pageCacheKey(
  url: URL,
  routeIdsOf: (pathname: string) => readonly string[] | null,
): string | null {
  return keyOf(url, routeIdsOf, KEPT_PAGES);
}

export const streamTimeout = 5_000;

/** What the production server adds to the loader context when it renders a page to keep. */
interface RenderContext extends ServerContext {
  /** Render the whole page before answering: it is kept and sent in one piece. */
  wholePage?: boolean;
}

// React sends a finished Suspense boundary larger than this apart from the page, hidden, for an
// inline script to move into place; without JavaScript (or before a strict proxy runs it) the
// lazily loaded sections below the fold (the footer, the landing page's sections) would never
// show. A page's finished parts are sent where they belong; only parts still waiting for data
// stream in later.
const PROGRESSIVE_CHUNK_BYTES = 512 * 1024;

/**
 * Streams HTML to people (the shell first, so a slow phone paints early) and waits for the whole
 * page for crawlers and for a page the server keeps. Every inline script carries the request's
 * CSP nonce; a kept page has none (its policy lists its scripts' hashes instead).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce, wholePage } = (loadContext as RenderContext | undefined) ?? {};
  const waitForAll =
    wholePage || isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
  // Low-data mode's kept pages come without their code until the first tap (a whole page only:
  // a streamed one runs scripts of its own as its parts arrive).
  const deferred = Boolean(wholePage && !nonce && lowDataOf(request));
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        progressiveChunkSize: PROGRESSIVE_CHUNK_BYTES,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          const send = (content: ReadableStream | string) =>
            resolve(
              new Response(content, { headers: responseHeaders, status: responseStatusCode }),
            );
          if (deferred)
            void wholeText(body).then((html) => send(deferScripts(withTapKeeper(html))), reject);
          else send(createReadableStreamFromReadable(body.pipe(tapKeeperStream(nonce))));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

async function wholeText(stream: PassThrough): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
