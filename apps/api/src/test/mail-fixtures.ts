// A real SMTP receiver on a free local port, for tests of what the app sends through nodemailer's
// SMTP transport (the e-mails as a mail client would parse them).
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export function smtpReceiver(opts: { refuse?: (recipient: string) => boolean } = {}) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A recipient the mail server does not know: refused for good (550), as a real one would.
    onRcptTo(address, _session, callback) {
      if (!opts.refuse?.(address.address)) return callback();
      callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  return {
    /** Every message received so far, oldest first. */
    received,
    /** Starts listening (on `port`, or a free one); answers the SMTP_URL to give the app. */
    async listen(port = 0): Promise<string> {
      await new Promise<void>((resolve, reject) => {
        server.server.once('error', reject);
        server.listen(port, '127.0.0.1', resolve);
      });
      const address = server.server.address() as AddressInfo;
      return `smtp://127.0.0.1:${address.port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
