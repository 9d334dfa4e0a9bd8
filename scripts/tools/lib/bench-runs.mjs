// @ts-check
// The measurements `npm run bench` makes (scripts/tools/bench.mjs): autocannon runs against a
// started shop, each bounded in time, and Lighthouse runs. Every function answers a plain row for
// a table.
import { firstLoadJs } from '../first-load-js.mjs';
import { visitorAddress } from './shop-server.mjs';

/** @typedef {typeof import('autocannon').default} Autocannon */

/** What a phone's browser sends for a page: brotli accepted, a mobile Chrome (not a crawler). */
export const PHONE_HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'br, gzip',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/130.0.0.0 Mobile Safari/537.36',
};

/**
 * @param {string} base
 * @param {string} url
 * @param {import('autocannon').Result} result
 * @param {Record<string, unknown>} [extra]
 */
const row = (base, url, result, extra = {}) => ({
  url: url.replace(base, ''),
  ...extra,
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
});

/**
 * `connections` clients asking for `url` for `seconds`, after a warm-up run not reported.
 * @param {Autocannon} autocannon
 * @param {string} base
 * @param {string} url
 * @param {{ connections: number, seconds?: number, headers?: Record<string, string> }} options
 */
export async function load(autocannon, base, url, { connections, seconds = 10, headers = {} }) {
  const run = (/** @type {number} */ duration) =>
    autocannon({ url, connections, duration, timeout: 10, headers });
  await run(Math.min(3, seconds));
  return row(base, url, await run(seconds), { connections });
}

// What shoppers ask the assistant, typos included: products by category word and by a misspelt
// one, price words, a name search, one that finds nothing (recorded for the staff, as in real
// use), and the questions answered from the settings or the (absent) session.
const ASSISTANT_QUESTIONS = [
  'show me sofas',
  'sofaa',
  'Do you have cement?',
  'cemnt',
  'desiel',
  'show me chiar',
  'cheap chairs',
  'premium sofas',
  'looking for tents',
  'rice',
  'printers',
  'roofing sheets',
  'mahogny bench',
  'office chiar',
  'solar panels',
  'Tell me about delivery',
  'How can I pay?',
  'where is my order',
  'hello',
];

/**
 * The assistant's replies to a rotating set of questions. It is limited per client address (60 a
 * minute); the bench stands for many visitors, each request naming its own address in
 * X-Forwarded-For (believed only with TRUST_PROXY, which shopEnv sets for 127.0.0.1).
 * @param {Autocannon} autocannon
 * @param {string} base
 * @param {number} connections
 */
export async function assistantLatency(autocannon, base, connections) {
  let sent = 0;
  const run = () =>
    autocannon({
      url: `${base}/api/chatbot/query`,
      connections,
      duration: 10,
      timeout: 10,
      requests: [
        {
          method: 'POST',
          setupRequest(request) {
            const n = sent++;
            return {
              ...request,
              headers: {
                ...request.headers,
                'content-type': 'application/json',
                'x-forwarded-for': visitorAddress(n),
              },
              body: JSON.stringify({
                message: ASSISTANT_QUESTIONS[n % ASSISTANT_QUESTIONS.length],
                userId: null,
                sessionId: `bench-${n % 1000}`,
              }),
            };
          },
        },
      ],
    });
  await run(); // warm-up, not reported
  return row(base, `${base}/api/chatbot/query`, await run(), {
    questions: ASSISTANT_QUESTIONS.length,
    connections,
  });
}

/**
 * One Lighthouse run of `url` in the Chrome listening on `port`.
 * @param {typeof import('lighthouse').default} lighthouse
 * @param {number} port
 * @param {string} base
 * @param {string} url
 */
export async function lighthouseRun(lighthouse, port, base, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  return {
    url: url.replace(base, ''),
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    firstLoadJsKB: (await firstLoadJs(base, new URL(url).pathname)).kb,
    totalKB: Number(((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024).toFixed(1)),
  };
}
