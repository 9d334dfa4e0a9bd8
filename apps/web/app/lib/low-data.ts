import { lowDataChoice, lowDataRequested } from '@shop/contracts/client';
import { useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';

// Low-data mode (docs/decisions/0038-low-data-mode.md): smaller pictures, no sliders moving on
// their own, no map tiles until asked. The server decides it from the request (the root loader),
// so the HTML the browser parses already names the small pictures; in the browser the customer's
// switch changes it at once, without a reload.

/** Whether a request asks for low-data pages (the root loader; Save-Data or the cookie). */
export function lowDataOf(request: Request): boolean {
  return lowDataRequested({
    saveData: request.headers.get('save-data'),
    cookie: request.headers.get('cookie'),
  });
}

const listeners = new Set<() => void>();
// The choice made on this page, should the browser refuse the cookie.
let chosenHere: boolean | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The customer's choice as the browser holds it, or undefined when they made none. Read again
 * after hydration, so a page that was rendered for the other mode (kept by the service worker
 * from before the switch) follows the switch as soon as it runs.
 */
function browserChoice(): boolean | undefined {
  return chosenHere ?? lowDataChoice(document.cookie);
}

/**
 * Switches low-data mode on or off everywhere on the page at once; `cookie` remembers it
 * (lowDataCookie, written by the switch's own code: no page needs it at its first load).
 */
export function chooseLowData(on: boolean, cookie: string) {
  chosenHere = on;
  document.cookie = cookie;
  for (const listener of listeners) listener();
}

/** Whether this page is in low-data mode: the server's answer, then the customer's switch. */
export function useLowData(): boolean {
  const data = useRouteLoaderData('root') as { lowData?: boolean } | undefined;
  const choice = useSyncExternalStore(subscribe, browserChoice, () => undefined);
  return choice ?? data?.lowData ?? false;
}
