import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/** False on the server and while hydrating, true afterwards (the cart lives in the browser). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
