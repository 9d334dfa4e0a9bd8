/** How a kept page is sent: it is stored compressed both ways, and plain. */
export type PageEncoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, by the client's
 * weights (a tie goes to brotli, the smaller), else none. Agrees with @fastify/compress, which
 * leaves a plain answer alone for a client that accepts neither.
 */
export function chooseEncoding(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [rawName = '', ...params] = part.split(';').map((s) => s.trim());
    const name = rawName === 'x-gzip' ? 'gzip' : rawName;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const any = weights.get('*') ?? 0;
  const br = weights.get('br') ?? any;
  const gzip = weights.get('gzip') ?? any;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

/** Whether If-None-Match names one of `etags` (compared weakly, as RFC 9110 asks), or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etags: readonly string[]): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => etags.includes(tag));
}
