import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// Content codings of the page and answer caches: a body compressed once for every later visitor,
// and the choice of what to send each client (Accept-Encoding, If-None-Match).

export type Encoding = 'br' | 'gzip' | 'identity';

/** Below this a body goes out as it is, as @fastify/compress does (plugins/compression.ts). */
export const COMPRESS_THRESHOLD = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * `identity` compressed once, off the event loop (zlib's thread pool), with brotli at
 * `brotliQuality` and gzip at its best; a copy not smaller than the plain body is left out.
 */
export async function compressOnce(
  identity: Buffer,
  brotliQuality: number,
): Promise<{ br: Buffer | undefined; gzip: Buffer | undefined }> {
  if (identity.length < COMPRESS_THRESHOLD) return { br: undefined, gzip: undefined };
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: 9 }),
  ]);
  // Never send more bytes than the plain answer.
  return {
    br: br.length < identity.length ? br : undefined,
    gzip: gz.length < identity.length ? gz : undefined,
  };
}

const Q_VALUE = /^\s*q\s*=\s*([0-9.]+)\s*$/i;

/** The weight a client gives each encoding it names in Accept-Encoding (RFC 9110 12.5.3). */
function weights(header: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const match = Q_VALUE.exec(param);
      if (match) q = Number(match[1]);
    }
    named.set(coding, Number.isFinite(q) ? q : 0);
  }
  return named;
}

/** What a client accepts, best first: brotli before gzip on a tie, as @fastify/compress. */
function accepted(header: string): Encoding[] {
  const named = weights(header);
  const any = named.get('*');
  const br = named.get('br') ?? any ?? 0;
  const gz = named.get('gzip') ?? named.get('x-gzip') ?? any ?? 0;
  const order: Encoding[] = gz > br ? ['gzip', 'br'] : ['br', 'gzip'];
  return order.filter((encoding) => (encoding === 'br' ? br : gz) > 0);
}

// Browsers send a handful of distinct headers; remembering them keeps parsing off the hit path.
const known = new Map<string, Encoding[]>();
const KNOWN_MAX = 64;
const HEADER_MAX = 256;

/** The encoding to send to a client with this Accept-Encoding header, among those the body has. */
export function encodingFor(
  header: string | undefined,
  has: { br?: Buffer | undefined; gzip?: Buffer | undefined },
): Encoding {
  if (!header) return 'identity';
  let wanted = known.get(header);
  if (wanted === undefined) {
    wanted = accepted(header);
    if (known.size < KNOWN_MAX && header.length <= HEADER_MAX) known.set(header, wanted);
  }
  for (const encoding of wanted) if (has[encoding as 'br' | 'gzip']) return encoding;
  return 'identity';
}

const bare = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/**
 * Whether If-None-Match names one of `etags` (weak comparison, as RFC 9110 asks for a GET; `*`
 * names any). A kept page has an ETag per encoding, and a client holding any of them holds it.
 */
export function matchesEtag(
  header: string | undefined,
  etags: string | readonly string[],
): boolean {
  if (!header) return false;
  const known = (typeof etags === 'string' ? [etags] : etags).map(bare);
  for (const part of header.split(',')) {
    const tag = part.trim();
    if (tag === '*' || known.includes(bare(tag))) return true;
  }
  return false;
}
