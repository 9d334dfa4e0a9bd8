import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Mail to this domain is refused for good by the receiver (a 550 to RCPT TO). */
export const REFUSED_DOMAIN = 'refused.example';

/**
 * Global setup: a real SMTP receiver on 127.0.0.1 (the API sends through SMTP_URL, see
 * playwright.config.ts). Every message is written as a raw .eml file into E2E_MAIL_DIR, where the
 * tests read and parse it. The returned function stops it (Playwright runs it as a teardown).
 */
export default async function startMailReceiver() {
  const dir = process.env.E2E_MAIL_DIR;
  const port = Number(process.env.E2E_SMTP_PORT);
  if (!dir || !port) throw new Error('E2E_MAIL_DIR and E2E_SMTP_PORT must be set by the config');
  fs.mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // Like a real server refusing an address for good (550): the shop's outbox marks the message
    // failed at once, for the admin's Mail page and its Retry (admin-mail.spec.ts).
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith(`@${REFUSED_DOMAIN}`)) {
        const refusal = new Error('Mailbox unavailable') as Error & { responseCode: number };
        refusal.responseCode = 550;
        callback(refusal);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        // Written under a name the readers skip, then renamed: a reader never sees a message
        // half-written (a rename within one folder is atomic).
        const name = `${Date.now()}-${++n}.eml`;
        const partial = path.join(dir, `.${name}.partial`);
        fs.writeFileSync(partial, Buffer.concat(chunks));
        fs.renameSync(partial, path.join(dir, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // A connection cut in the middle of a message (a shop stopped while it mails) is an 'error'
  // event of SMTPServer; unheard, it would be thrown in the test runner (docs/flakes.md).
  server.on('error', (err: Error) => console.error(`mail receiver: ${err.message}`));
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
