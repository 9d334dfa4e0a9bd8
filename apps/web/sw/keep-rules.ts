/// <reference lib="webworker" />
import type { SerwistPlugin } from 'serwist';
import { isAvatar, refusal } from '../app/lib/service-worker-keep.ts';
import { CACHE_NAMES } from '../app/lib/service-worker-names.ts';

// What the worker keeps and forgets (docs/decisions/0039-service-worker.md, addendum of
// 2026-11-28); the rules themselves are pure, in app/lib/service-worker-keep.ts.

declare const self: ServiceWorkerGlobalScope;

/**
 * Sign-outs seen since this worker started. An answer is kept only if no sign-out came between
 * the start of its fetch and its arrival in the cache, so a page fetched while signed in (a
 * stale-while-revalidate refresh still on its way) never lands in a cache just emptied.
 */
let signOuts = 0;

const forgetCopy = async (cacheName: string, request: Request) => {
  const cache = await self.caches.open(cacheName);
  await cache.delete(request);
};

/**
 * For every runtime strategy: keeps a 200 only, never an answer marked `no-store` nor one whose
 * address may carry a secret, and drops such a copy when it meets one (kept by an older version
 * of this worker). It replaces the strategies' own check (200, or 0 for opaque answers: the
 * worker handles this origin's requests only, so none is opaque).
 */
export function keepOnlyStorable(cacheName: string): SerwistPlugin {
  return {
    handlerWillStart: async ({ state }) => {
      if (state) state.signOuts = signOuts;
    },
    cacheWillUpdate: async ({ request, response, state }) => {
      if (state?.signOuts !== signOuts) return null;
      const why = refusal(new URL(request.url), response);
      if (why === 'secret' || why === 'no-store') await forgetCopy(cacheName, request);
      return why ? null : response;
    },
    // A sign-out that came while the copy was being written: it goes again.
    cacheDidUpdate: async ({ request, state }) => {
      if (state?.signOuts !== signOuts) await forgetCopy(cacheName, request);
    },
    cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
      if (!cachedResponse) return cachedResponse;
      const why = refusal(new URL(request.url), cachedResponse as Response);
      if (why !== 'secret' && why !== 'no-store') return cachedResponse;
      await forgetCopy(cacheName, request);
      return null;
    },
  };
}

/**
 * Sign-out: every page and answer kept so far may have been fetched while the customer was
 * signed in, so the page cache and the data cache are emptied, with the customers' own pictures.
 * The shell (the precache), the hashed code and the catalogue's pictures stay: they are the same
 * for everyone, and the offline page must still open.
 */
export async function forgetSignedIn(): Promise<void> {
  signOuts += 1;
  await Promise.all([
    self.caches.delete(CACHE_NAMES.pages),
    self.caches.delete(CACHE_NAMES.data),
    (async () => {
      const images = await self.caches.open(CACHE_NAMES.images);
      const kept = await images.keys();
      await Promise.all(kept.filter((r) => isAvatar(new URL(r.url))).map((r) => images.delete(r)));
    })(),
  ]);
}

/**
 * At install: each of `paths` into the page cache, as a navigation to it would have kept it
 * (same keep rules), unless a copy is there already. A page that cannot be fetched now (no
 * connection, an error) is simply left to be kept when it is opened: the install never fails
 * for it.
 */
export async function keepFirstPages(paths: readonly string[]): Promise<void> {
  const cache = await self.caches.open(CACHE_NAMES.pages);
  await Promise.all(
    paths.map(async (path) => {
      const request = new Request(new URL(path, self.location.origin).href);
      try {
        if (await cache.match(request)) return;
        const response = await fetch(request);
        if (!refusal(new URL(request.url), response)) await cache.put(request, response);
      } catch {
        // Kept when opened.
      }
    }),
  );
}
