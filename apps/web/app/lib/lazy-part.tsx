import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<P> = { default: ComponentType<P> };

const Nothing = () => null;

/** The next moment worth trying again: the connection's return, or a few seconds. */
const nextChance = () =>
  new Promise<void>((resolve) => {
    if (navigator.onLine) setTimeout(resolve, 3_000);
    else window.addEventListener('online', () => resolve(), { once: true });
  });

/**
 * React.lazy for a part of a page whose code is fetched after the page (a dialog, the tabs below
 * the product, the cart's view). A plain lazy component whose fetch fails takes the whole page
 * down with it. Here the part waits and tries again (when the connection returns, or after a few
 * seconds while the browser believes it has one); meanwhile React keeps the server's HTML of the
 * part on screen (or the Suspense fallback), so a page opened offline still reads whole. Only
 * after three failures with a connection does it show `Fallback` (nothing by default).
 */
export function lazyPart<P extends object>(
  load: () => Promise<Module<P>>,
  Fallback: ComponentType<P> = Nothing,
): LazyExoticComponent<ComponentType<P>> {
  function attempt(failures = 0): Promise<Module<P>> {
    return load().catch(() =>
      navigator.onLine && failures >= 2
        ? { default: Fallback }
        : nextChance().then(() => attempt(failures + 1)),
    );
  }

  return lazy(() => attempt());
}
