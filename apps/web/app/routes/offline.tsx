import { buttonClass } from '@shop/ui';
import type { PageHandle } from '~/root';
import { pageMeta } from '~/lib/page-meta';
import type { Route } from './+types/offline';

// What the service worker answers, without a connection, for a page this phone never opened
// (sw/sw.ts keeps it at install). It is shown at the address asked for, so it sends no scripts:
// the app would start for that address and fail to fetch its code. Plain links and a reload work.
export const handle: PageHandle = { noScripts: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'You are offline',
    description: 'This page needs a connection the first time it is opened.',
    noIndex: true,
  });
}

export default function OfflinePage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6 sm:py-24">
      <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">No connection</p>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
        You are offline
      </h1>
      <p className="mt-4 text-base text-muted">
        This page has not been opened on this phone before, so it needs a connection. Pages you have
        already opened, your cart and your favourites still work.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* An empty href is this very address: asked for again, it loads once online. */}
        <a href="" className={buttonClass('primary')}>
          Try again
        </a>
        <a href="/" className={buttonClass('secondary')}>
          Home
        </a>
        <a href="/collection" className={buttonClass('secondary')}>
          Collection
        </a>
        <a href="/cart" className={buttonClass('secondary')}>
          Cart
        </a>
      </div>
    </section>
  );
}
