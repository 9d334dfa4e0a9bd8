/// <reference lib="webworker" />
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
} from 'serwist';
import {
  CACHE_NAMES,
  FIRST_PAGES,
  OFFLINE_PATH,
  SW_MESSAGES,
} from '../app/lib/service-worker-names.ts';
import { carriesSecret } from '../app/lib/service-worker-keep.ts';
import { forgetSignedIn, keepFirstPages, keepOnlyStorable } from './keep-rules.ts';

// The storefront's service worker, built by scripts/build-sw.mjs (esbuild, then Serwist's
// injectManifest fills __SW_MANIFEST with the app shell). What it keeps and why:
// docs/decisions/0039-service-worker.md.

declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/**
 * A request that says who is asking (the API's `token` header): never kept, so nothing one
 * account was shown can be answered to another.
 */
const personal = (request: Request) =>
  request.headers.has('token') || request.headers.has('authorization');

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new version waits until a page asks it to take over (at a navigation, never mid-checkout:
  // features/offline/service-worker-updates.ts), so a page never runs half old, half new code.
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      // Pages whose address may carry a token or a customer's own details (the newsletter and
      // password links, tracking, the payment return): always from the network, kept nowhere,
      // and a copy an older version kept is never answered (keep-rules.ts drops it).
      matcher: ({ url }) => sameOrigin(url) && carriesSecret(url),
      handler: new NetworkOnly(),
    },
    {
      // Hashed, never-changing files: the code and styles of pages opened since the install.
      matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
      handler: new CacheFirst({
        cacheName: CACHE_NAMES.assets,
        plugins: [
          keepOnlyStorable(CACHE_NAMES.assets),
          new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true }),
        ],
      }),
    },
    {
      // Product and blog pictures: kept for a month, at most 200, the oldest dropped first.
      matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith('/uploads/'),
      handler: new CacheFirst({
        cacheName: CACHE_NAMES.images,
        plugins: [
          keepOnlyStorable(CACHE_NAMES.images),
          new ExpirationPlugin({
            maxEntries: 200,
            maxAgeSeconds: 30 * 24 * 3600,
            purgeOnQuotaError: true,
          }),
        ],
      }),
    },
    {
      // Pages: the kept copy at once, a fresh one fetched behind it for next time. A page's HTML
      // is the same for everyone (what is personal is fetched by the page with a token); only
      // pages the server lets be stored are kept, and sign-out empties this cache.
      matcher: ({ request, url }) => sameOrigin(url) && request.mode === 'navigate',
      handler: new StaleWhileRevalidate({
        cacheName: CACHE_NAMES.pages,
        plugins: [
          keepOnlyStorable(CACHE_NAMES.pages),
          new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true }),
        ],
      }),
    },
    {
      // A client navigation's data (React Router's `.data` requests), the routes its links lead
      // to (`/__manifest`) and the catalogue's public answers: the network when it answers
      // within 3 s, else the last copy.
      matcher: ({ request, url }) =>
        sameOrigin(url) &&
        !personal(request) &&
        (url.pathname.endsWith('.data') ||
          url.pathname === '/__manifest' ||
          url.pathname.startsWith('/api/')),
      handler: new NetworkFirst({
        cacheName: CACHE_NAMES.data,
        networkTimeoutSeconds: 3,
        plugins: [
          keepOnlyStorable(CACHE_NAMES.data),
          new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true }),
        ],
      }),
    },
  ],
  // A page never opened before, asked for without a connection.
  fallbacks: {
    entries: [{ url: OFFLINE_PATH, matcher: ({ request }) => request.mode === 'navigate' }],
  },
});

// Beside the precache: the first pages, unless kept already (an update does not fetch them again).
self.addEventListener('install', (event: ExtendableEvent) => {
  event.waitUntil(keepFirstPages(FIRST_PAGES));
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === SW_MESSAGES.takeOver) void self.skipWaiting();
  // Sign-out: the pages and answers kept while signed in go (keep-rules.ts).
  if (type === SW_MESSAGES.forget) event.waitUntil(forgetSignedIn());
});

serwist.addEventListeners();
