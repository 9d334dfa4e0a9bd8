// A real SMTP receiver of a test's own on 127.0.0.1, which the test can stop and start again on
// the same port (the shops' SMTP_URL names it): what the shops sent while it was down must
// arrive once it is back. Every message received is kept, parsed, across restarts.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpReceiver {
  url: string;
  /** Every message received so far, in the order they arrived. */
  messages: ParsedMail[];
  /** Whether it is listening now. */
  running(): boolean;
  start(): Promise<void>;
  /** Stops listening and drops open connections (within half a second). */
  stop(): Promise<void>;
}

export function smtpReceiver(port: number): SmtpReceiver {
  const messages: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  const listen = async () => {
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      // Stopping is meant to look like a receiver that went away: open sessions are cut.
      closeTimeout: 500,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            messages.push(mail);
            callback();
          },
          (err: Error) => callback(err),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        next.off('error', reject);
        resolve();
      });
    });
    server = next;
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    running: () => server !== undefined,
    start: listen,
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
}
