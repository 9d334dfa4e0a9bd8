import { lazy, type ComponentType } from 'react';

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
 * offline still reads whole. A fetch that fails while online shows `Fallback` (nothing by
 * default); the part's next render after the connection returns tries again.
 */
export function lazyPart<P extends object>(
  load: () => Promise<Module<P>>,
  Fallback: ComponentType<P> = Nothing,
): ComponentType<P> {
  let Part = lazy(attempt);

  function attempt(): Promise<Module<P>> {
    return load().catch(() => {
      if (!navigator.onLine) return backOnline().then(attempt);
      window.addEventListener('online', () => (Part = lazy(attempt)), { once: true });
      return { default: Fallback };
    });
  }

  return function LazyPart(props: P) {
    return <Part {...props} />;
  };
}
