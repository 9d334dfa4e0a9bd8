import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<P> = { default: ComponentType<P> };

const Nothing = () => null;

const backOnline = () =>
  new Promise<void>((resolve) =>
    window.addEventListener('online', () => resolve(), { once: true }),
  );

/**
 * React.lazy for a part of a page whose code is fetched after the page (a dialog, the tabs below
 * the product, the cart's view). A plain lazy component whose fetch fails takes the whole page
 * down with it. Here, without a connection, the part waits for it to return: meanwhile React
 * keeps the server's HTML of the part on screen (or the Suspense fallback), so a page opened
 * offline still reads whole. A fetch that fails while online (the server unreachable) shows
 * `Fallback`, nothing by default, until the page is loaded again.
 */
export function lazyPart<P extends object>(
  load: () => Promise<Module<P>>,
  Fallback: ComponentType<P> = Nothing,
): LazyExoticComponent<ComponentType<P>> {
  function attempt(): Promise<Module<P>> {
    return load().catch(() =>
      navigator.onLine ? { default: Fallback } : backOnline().then(attempt),
    );
  }

  return lazy(attempt);
}
