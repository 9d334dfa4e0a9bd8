import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * The page's origin in the browser, '' while server-rendering and hydrating (the server does not
 * know which host name the customer used; React swaps in the real value right after hydration).
 */
export function useOrigin(): string {
  return useSyncExternalStore(
    noSubscribe,
    () => window.location.origin,
    () => '',
  );
}
