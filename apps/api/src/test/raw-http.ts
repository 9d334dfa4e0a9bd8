// Requests app.inject cannot make: a body streamed a piece at a time over a real socket (chunked,
// or under a Content-Length), and a client that crawls or stops halfway through a request.
import http from 'node:http';
import net from 'node:net';
import { pipeline, Readable } from 'node:stream';
import type { Answer } from './server-process.ts';

const PIECE_BYTES = 64 * 1024;

/** `prefix`, then the letter a up to `totalBytes`, made a piece at a time: never whole in memory. */
export function* streamedBody(prefix: string, totalBytes: number): Generator<Buffer> {
  const head = Buffer.from(prefix);
  const piece = Buffer.alloc(PIECE_BYTES, 'a');
  yield head;
  for (let left = totalBytes - head.length; left > 0; left -= PIECE_BYTES) {
    yield left >= PIECE_BYTES ? piece : piece.subarray(0, left);
  }
}

/**
 * POSTs `body` over a connection of its own: chunked, unless `headers` give a Content-Length.
 * A refusal may come before the body is all sent, and the server then closes the connection: the
 * upload's write error after the answer is that, not a failure.
 */
export function postStreamed(
  port: number,
  urlPath: string,
  headers: Record<string, string>,
  body: Iterable<Buffer>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: urlPath,
      method: 'POST',
      headers,
      agent: false,
    });
    request.on('response', (response) => {
      answered = true;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
      );
      response.on('error', reject);
    });
    pipeline(Readable.from(body), request, (err) => {
      if (err && !answered) reject(err);
    });
  });
}

/**
 * A client that sends `at once`, then `byteByByte` one byte every `gapMs` (over and over when
 * `forever`), and otherwise nothing more. Resolves with all the server wrote, once the server
 * has closed the connection: it never resolves while the server keeps it open.
 */
export function sendSlowly(
  port: number,
  plan: { atOnce?: string; byteByByte?: string; forever?: boolean; gapMs?: number },
): Promise<string> {
  const bytes = plan.byteByByte ?? '';
  return new Promise((resolve) => {
    let received = '';
    let next = 0;
    let timer: NodeJS.Timeout | undefined;
    const socket = net.connect(port, '127.0.0.1', () => {
      if (plan.atOnce) socket.write(plan.atOnce);
      const sendOne = () => {
        if (socket.destroyed || (next >= bytes.length && !plan.forever) || !bytes) return;
        socket.write(bytes[next++ % bytes.length]!);
        timer = setTimeout(sendOne, plan.gapMs ?? 10);
      };
      sendOne();
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    // A reset after the server's answer is how some closes arrive; the close below follows it.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
}

/**
 * A client that reads nothing until it has sent its whole request (as Python's http.client
 * does): `head`, then every piece of `body` as the socket takes it. Resolves with all the server
 * wrote once it closed the connection; rejects when a write fails, such as on a reset that came
 * while the body was still going out.
 */
export function sendWholeThenRead(
  port: number,
  head: string,
  body: Iterable<Buffer>,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = net.connect(port, '127.0.0.1');
    socket.pause();
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    const pieces = (function* () {
      yield Buffer.from(head);
      yield* body;
    })();
    const writeOn = () => {
      for (let piece = pieces.next(); !piece.done; piece = pieces.next()) {
        if (!socket.write(piece.value)) return void socket.once('drain', writeOn);
      }
      // Everything is handed to the socket: once it has gone out, start reading.
      socket.write('', () => socket.resume());
    };
    writeOn();
  });
}
