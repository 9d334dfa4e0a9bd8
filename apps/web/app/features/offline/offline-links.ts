/**
 * Without a connection, a link inside the shop opens as a whole page instead of through the
 * router. The router would fetch the next page's data and code, which the service worker may not
 * hold, fail, and reload the page the customer was on. A page load is what the worker answers:
 * from the pages it kept (the first pages from the install on: sw/sw.ts), or with the offline
 * page at the address asked for. Returns the function that stops it.
 */
export function openLinksAsPagesWhileOffline(): () => void {
  const onClick = (event: MouseEvent) => {
    if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
    if (link.target && link.target !== '_self') return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    // A jump within the page (the legal pages' contents, '#reviews') needs no connection.
    const here = window.location;
    if (url.hash && url.pathname === here.pathname && url.search === here.search) return;
    // Before the router's own listener (on the app's root, below the window): it never sees it.
    event.preventDefault();
    event.stopPropagation();
    window.location.assign(url.href);
  };
  window.addEventListener('click', onClick, true);
  return () => window.removeEventListener('click', onClick, true);
}
