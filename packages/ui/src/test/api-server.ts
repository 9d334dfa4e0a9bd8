import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DetachedWindowAPI } from 'happy-dom';

/** One request the page sent, as it arrived. */
export interface ApiCall {
  method: string;
  /** Path and query, as sent ('/api/product/list?ids=...'). */
  path: string;
  headers: IncomingHttpHeaders;
  /** The JSON body, parsed; undefined without one. */
  body: unknown;
}

export interface ApiAnswer {
  status?: number;
  body: unknown;
}

/** The test's answer to a call; undefined for a 404. A promise holds the answer back. */
export type ApiHandler = (call: ApiCall) => ApiAnswer | undefined | Promise<ApiAnswer | undefined>;

const NOT_FOUND: ApiAnswer = {
  status: 404,
  body: { success: false, code: 'NOT_FOUND', message: 'Not found' },
};

/**
 * A real HTTP server on 127.0.0.1 (a free port) standing in for the shop's API, and the page's
 * address moved to it: the code under test calls `fetch('/api/...')` as it does in the browser
 * and each call travels over the network to `handler`, recorded in `calls`.
 */
export async function startApi(handler: ApiHandler) {
  const calls: ApiCall[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const call: ApiCall = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      calls.push(call);
      void Promise.resolve(handler(call)).then((answer = NOT_FOUND) => {
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  (window as unknown as { happyDOM: DetachedWindowAPI }).happyDOM.setURL(`${origin}/`);
  return {
    origin,
    calls,
    /** The calls to one path (the query left out), in the order they arrived. */
    callsTo: (path: string) => calls.filter((c) => c.path.split('?')[0] === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A promise with its resolve at hand: an answer the test releases when it has looked. */
export function held<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}
