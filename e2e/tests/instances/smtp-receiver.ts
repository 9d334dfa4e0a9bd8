// A real SMTP receiver of a test's own on 127.0.0.1, which the test can take down and bring back
// (the shops' SMTP_URL names it): what the shops sent while it was down must arrive once it is
// back. Every message received is kept, parsed, across restarts.
//
// Its port is held from start to close, down or up (ports.ts): while down, every connection is
// reset as soon as it arrives, so a sender fails at once, as against a receiver that is gone.
// Letting the port go would let the system hand it to another socket before the receiver is back.
import net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpReceiver {
  url: string;
  /** Every message received so far, in the order they arrived. */
  messages: ParsedMail[];
  /** Connections that failed mid-message (a sender killed while it mailed), for reports. */
  cutOff: string[];
  /** Whether it accepts mail now. */
  running(): boolean;
  /** Accepts mail again. */
  start(): void;
  /** Refuses mail from now on and drops open sessions. */
  stop(): void;
  /** Lets the port go. */
  close(): Promise<void>;
}

function smtpSessions(messages: ParsedMail[], cutOff: string[]): SMTPServer {
  const sessions = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
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
  // A sender that dies in the middle of a message (the killing test kills an instance while it
  // mails an order) resets its connection. SMTPServer reports that as an 'error' event, and an
  // 'error' nobody listens to is thrown: it failed the test as a bare `read ECONNRESET`
  // (docs/flakes.md). The message is lost as it would be at any receiver; the sender's outbox
  // sends it again.
  sessions.on('error', (err: Error) => cutOff.push(`${new Date().toISOString()} ${err.message}`));
  return sessions;
}

/** A receiver listening on a port the system chose, accepting mail. */
export async function smtpReceiver(): Promise<SmtpReceiver> {
  const messages: ParsedMail[] = [];
  const cutOff: string[] = [];
  // The SMTP sessions of the receiver while it is up; a new one each time it comes back.
  let sessions: SMTPServer | undefined = smtpSessions(messages, cutOff);
  const socket = net.createServer((connection) => {
    // SMTPServer takes connections from a listener of its own; this one hands them over.
    if (sessions) sessions.server.emit('connection', connection);
    else connection.resetAndDestroy();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.listen(0, '127.0.0.1', () => {
      socket.off('error', reject);
      resolve();
    });
  });
  const { port } = socket.address() as net.AddressInfo;
  const down = () => {
    const current = sessions;
    sessions = undefined;
    // What SMTPServer's close() does to open sessions after its closeTimeout, at once: its own
    // listener never listened, so close() would end before cutting them.
    for (const session of current?.connections ?? []) {
      const connection = session as { send(code: number, text: string): void; close(): void };
      connection.send(421, 'Server shutting down');
      connection.close();
    }
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    cutOff,
    running: () => sessions !== undefined,
    start() {
      sessions ??= smtpSessions(messages, cutOff);
    },
    stop: down,
    async close() {
      down();
      await new Promise<void>((resolve) => socket.close(() => resolve()));
    },
  };
}
