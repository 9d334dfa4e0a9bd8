// @ts-check
// Sends one large chunked POST to a running shop and reports what it cost the server, the check
// behind docs/decisions/0040-bounded-requests.md:
//
//   node scripts/tools/big-post.mjs --url http://127.0.0.1:4611/contact --mb 300 --pid <shop's pid>
//
// The body is made 64 KB at a time as the socket takes it (never held whole in this process),
// form-encoded (`message=aaa…`) unless --type says otherwise. With --pid (Linux: /proc) the
// server's resident memory is read before, every 50 ms during, and after the post.
import fs from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000/contact' },
    mb: { type: 'string', default: '300' },
    pid: { type: 'string' },
    type: { type: 'string', default: 'application/x-www-form-urlencoded' },
  },
});
const totalBytes = Number(args.mb) * 1024 * 1024;
const PIECE = Buffer.alloc(64 * 1024, 'a');

/** The process's resident memory in MB, or null without --pid. */
function rssMb() {
  if (!args.pid) return null;
  const status = fs.readFileSync(`/proc/${args.pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
  return Math.round((kb / 1024) * 10) / 10;
}

const before = rssMb();
let peak = before ?? 0; // read only when there is a `before`
const sampler = setInterval(() => {
  const now = rssMb();
  if (now !== null && now > peak) peak = now;
}, 50);

let sent = 0;
const started = Date.now();
/** @typedef {{ status?: number, connection?: string, body: string }} Answer */
/** @type {Answer} */
const answer = await new Promise((resolve, reject) => {
  const url = new URL(args.url);
  const request = http.request(url, {
    method: 'POST',
    headers: { 'content-type': args.type, 'transfer-encoding': 'chunked' },
    agent: false,
  });
  /** @type {Answer | null} */
  let answered = null;
  request.on('response', (response) => {
    let body = '';
    response.setEncoding('utf8');
    response.on('data', (chunk) => (body += chunk));
    response.on('end', () => {
      answered = { status: response.statusCode, connection: response.headers.connection, body };
      resolve(answered);
    });
  });
  // The server closing the connection after its answer ends the upload with EPIPE or a reset.
  request.on('error', (err) => (answered ? undefined : reject(err)));
  const pump = () => {
    if (sent === 0) {
      request.write('message=');
      sent += 'message='.length;
    }
    while (sent < totalBytes && !request.destroyed) {
      const piece =
        totalBytes - sent >= PIECE.length ? PIECE : PIECE.subarray(0, totalBytes - sent);
      sent += piece.length;
      if (!request.write(piece)) return void request.once('drain', pump);
    }
    if (!request.destroyed) request.end();
  };
  pump();
});
const seconds = (Date.now() - started) / 1000;
// A moment for the server to let go of what it held, then the figure after.
await new Promise((resolve) => setTimeout(resolve, 1000));
clearInterval(sampler);
const after = rssMb();

console.log(`status ${answer.status} (connection: ${answer.connection}) after ${seconds} s`);
console.log(`answer ${answer.body.slice(0, 200)}`);
console.log(`sent ${(sent / 1024 / 1024).toFixed(1)} of ${args.mb} MB before the answer`);
if (before !== null) {
  console.log(`server RSS before ${before} MB, peak ${peak} MB, after ${after} MB`);
  console.log(`growth ${Math.round((peak - before) * 10) / 10} MB at the peak`);
}
