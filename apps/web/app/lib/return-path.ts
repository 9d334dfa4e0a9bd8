/**
 * Where /login sends a customer back to after signing in (`/login?next=/place-order`). Only a
 * path on this site is accepted: anything that could leave it (`//evil.example`, `/\evil`,
 * `https://...`, `javascript:`) or loop back to /login falls back to '/'.
 */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next || next.length > 500 || !next.startsWith('/') || /^\/[/\\]/.test(next)) return '/';
  // Control characters and backslashes are read differently by browsers and URL parsers.
  if ([...next].some((c) => c <= ' ' || c === '\u007f' || c === '\\')) return '/';
  const base = 'http://shop.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return '/';
  }
  if (url.origin !== base || url.pathname === '/login') return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in link that brings the customer back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}
