// @ts-check
// A TCP relay between the browser and the shop that counts what the shop sends, for the network
// bench (network-journey.mjs). The browser's own log (CDP) is the figure; this is its check:
// every byte the shop wrote to the browser, headers included, whichever part of the browser
// asked (a page, the service worker, the worker's own update check) and whether or not a log
// saw it. It also reads the HTTP/1.1 messages passing through (the browser speaks nothing else
// to http://127.0.0.1), so each answer's bytes on the wire are listed with its request, under
// the label (`relay.label`, the bench's step) current when the request was sent, and it knows
// how many answers are still on their way.
import net from 'node:net';

/** @typedef {{ label: string, method: string, url: string }} Asked a request, under its label */

const CRLF2 = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

/**
 * Reads one direction of an HTTP/1.1 connection as it passes: `onHead(head)` for each message's
 * start line and headers (answering whether the message has no body: a HEAD request's or a 304
 * answer), `onEnd(bytes)` when the message is complete, with its size on the wire. `untilClose`:
 * a message with neither length nor chunks lasts until the connection closes (an answer's way).
 * @param {{ onHead: (head: { start: string, headers: Record<string, string> }) => boolean,
 *   onEnd: (bytes: number) => void, untilClose?: boolean }} handlers
 */
function messageReader({ onHead, onEnd, untilClose }) {
  /** @type {Buffer} */
  let buffer = Buffer.alloc(0);
  let state = 'head';
  let remaining = 0;
  let bytes = 0;
  const finish = () => {
    onEnd(bytes);
    bytes = 0;
    state = 'head';
  };
  const take = (/** @type {number} */ n) => {
    const part = buffer.subarray(0, n);
    buffer = buffer.subarray(n);
    bytes += n;
    return part;
  };
  const read = () => {
    for (;;) {
      if (state === 'head') {
        const end = buffer.indexOf(CRLF2);
        if (end < 0) return;
        const lines = take(end + 4)
          .toString('latin1')
          .split('\r\n');
        /** @type {Record<string, string>} */
        const headers = {};
        for (const line of lines.slice(1)) {
          const colon = line.indexOf(':');
          if (colon > 0)
            headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
        }
        const noBody = onHead({ start: lines[0] ?? '', headers });
        if (noBody) finish();
        else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) state = 'chunk-size';
        else if (headers['content-length'] !== undefined) {
          remaining = Number(headers['content-length']);
          state = 'body';
          if (remaining === 0) finish();
        } else if (untilClose) state = 'until-close';
        else finish();
      } else if (state === 'body') {
        const n = Math.min(remaining, buffer.length);
        if (n === 0) return;
        take(n);
        remaining -= n;
        if (remaining === 0) finish();
      } else if (state === 'chunk-size') {
        const end = buffer.indexOf(CRLF);
        if (end < 0) return;
        const size = parseInt(take(end + 2).toString('latin1'), 16);
        if (size === 0) state = 'trailer';
        else {
          remaining = size + 2;
          state = 'chunk-data';
        }
      } else if (state === 'chunk-data') {
        const n = Math.min(remaining, buffer.length);
        if (n === 0) return;
        take(n);
        remaining -= n;
        if (remaining === 0) state = 'chunk-size';
      } else if (state === 'trailer') {
        const end = buffer.indexOf(CRLF);
        if (end < 0) return;
        take(end + 2);
        if (end === 0) finish();
      } else {
        take(buffer.length);
        return;
      }
    }
  };
  return {
    push(/** @type {Buffer} */ chunk) {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      read();
    },
    close() {
      if (state === 'until-close' && bytes) finish();
    },
    /** The bytes of the message not yet complete. */
    partial: () => bytes + buffer.length,
  };
}

/**
 * Listens on 127.0.0.1:`port` and relays every connection to 127.0.0.1:`targetPort`. Answers
 * `{ base, label, sent(), answers(), pending(), lastActivity(), close() }`: `sent()` is the bytes
 * the shop has sent through it so far, `answers()` every answer so far as
 * `{ label, method, url, status, bytes }` (an answer cut short counts what passed), `pending()`
 * the requests not fully answered yet.
 * @param {{ port: number, targetPort: number }} ports
 */
export async function startRelay({ port, targetPort }) {
  let sent = 0;
  let pending = 0;
  let lastActivity = Date.now();
  /** @type {(Asked & { status: number, bytes: number, cut?: boolean })[]} */
  const answers = [];
  /** @type {Set<net.Socket>} */
  const sockets = new Set();
  const relay = {
    base: `http://127.0.0.1:${port}`,
    label: '',
    sent: () => sent,
    answers: () => answers,
    pending: () => pending,
    lastActivity: () => lastActivity,
    close: () =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          for (const socket of sockets) socket.destroy();
          server.close(() => resolve());
        })
      ),
  };
  const server = net.createServer((client) => {
    const shop = net.connect(targetPort, '127.0.0.1');
    for (const socket of [client, shop]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      // A reset on one side ends the other; the error itself is no finding.
      socket.on('error', () => {
        client.destroy();
        shop.destroy();
      });
    }
    // The browser sends one request at a time on a connection: answers come in the same order.
    /** @type {Asked[]} */
    const asked = [];
    /** @type {(Asked & { status: number }) | null} */
    let current = null;
    let ended = false;
    const requests = messageReader({
      onHead: ({ start }) => {
        const [method = '?', url = '?'] = start.split(' ');
        asked.push({ label: relay.label, method, url });
        pending++;
        return method === 'GET' || method === 'HEAD';
      },
      onEnd: () => {},
    });
    const responses = messageReader({
      untilClose: true,
      onHead: ({ start }) => {
        const status = Number(start.split(' ')[1]);
        current = { ...(asked.shift() ?? { label: relay.label, method: '?', url: '?' }), status };
        return current.method === 'HEAD' || status === 304 || status === 204 || status < 200;
      },
      onEnd: (bytes) => {
        // Every answer's end follows its head, which set `current`.
        answers.push({ .../** @type {Asked & { status: number }} */ (current), bytes });
        current = null;
        pending--;
      },
    });
    client.on('data', (chunk) => {
      lastActivity = Date.now();
      if (!ended) requests.push(chunk);
    });
    shop.on('data', (chunk) => {
      lastActivity = Date.now();
      sent += chunk.length;
      if (!ended) responses.push(chunk);
    });
    const end = () => {
      if (ended) return;
      ended = true;
      responses.close();
      // What was asked on a closed connection and not fully answered is no longer on its way.
      if (current) {
        answers.push({ ...current, bytes: responses.partial(), cut: true });
        pending--;
        current = null;
      }
      pending -= asked.length;
      asked.length = 0;
    };
    shop.once('close', end);
    client.once('close', end);
    client.pipe(shop);
    shop.pipe(client);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  return relay;
}
