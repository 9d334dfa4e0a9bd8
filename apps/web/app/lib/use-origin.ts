import { useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';

const noSubscribe = () => () => {};

/**
 * The shop's public origin (PUBLIC_URL's, from the root loader), the same on the server and in
 * the browser. Without one (`react-router dev`): the page's origin in the browser, '' while
 * server-rendering and hydrating (React swaps in the real value right after hydration).
 */
export function useOrigin(): string {
  const root = useRouteLoaderData('root') as { publicOrigin?: string } | undefined;
  const browser = useSyncExternalStore(
    noSubscribe,
    () => window.location.origin,
    () => '',
  );
  return root?.publicOrigin ?? browser;
}
