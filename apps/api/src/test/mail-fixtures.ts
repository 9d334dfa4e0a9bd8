// A real SMTP receiver on a free local port, for tests of what the app sends through nodemailer's
// SMTP transport (the e-mails as a mail client would parse them).
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export function smtpReceiver() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
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
    /** Starts listening; answers the SMTP_URL to give the app. */
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.server.address() as AddressInfo;
      return `smtp://127.0.0.1:${port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
