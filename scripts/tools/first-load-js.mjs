// @ts-check
// First-load JavaScript of a page: every module the HTML preloads or runs, fetched with
// brotli as a phone would, summed in bytes on the wire. Used by bench.mjs; runnable alone:
//   node scripts/tools/first-load-js.mjs http://127.0.0.1:3000 / /collection
import zlib from 'node:zlib';

/**
 * @param {string} base the shop's address
 * @param {string} pagePath
 */
export async function firstLoadJs(base, pagePath) {
  const html = await (await fetch(new URL(pagePath, base))).text();
  /** @type {Set<string>} */
  const urls = new Set();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    if (m[1]) urls.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) if (m[1]) urls.add(m[1]);
  const files = [];
  for (const url of urls) {
    const res = await fetch(new URL(url, base), { headers: { 'accept-encoding': 'br' } });
    const raw = Buffer.from(await res.arrayBuffer());
    // fetch() decodes the body; measure what travelled: the brotli form the server sent, or
    // (for files too small to precompress) the same bytes compressed now.
    const wire =
      res.headers.get('content-encoding') === 'br' || raw.length < 512
        ? zlib.brotliCompressSync(raw)
        : raw;
    files.push({ url, bytes: wire.length });
  }
  return {
    page: pagePath,
    kb: Number((files.reduce((s, f) => s + f.bytes, 0) / 1024).toFixed(1)),
    files,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, ...pages] = process.argv.slice(2);
  if (!base) {
    console.error('usage: node scripts/tools/first-load-js.mjs BASE [PAGE...]');
    process.exit(2);
  }
  for (const p of pages.length ? pages : ['/']) {
    const r = await firstLoadJs(base, p);
    console.log(`${p}: ${r.kb} KB brotli in ${r.files.length} files`);
  }
}
