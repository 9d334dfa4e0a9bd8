import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface MailOptions {
  /** smtp:// or smtps:// URL; without it messages are written as .eml files into outboxDir. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
}

/** An address with a display name: nodemailer encodes the name, so typed text cannot add headers. */
export type MailAddress = string | { name: string; address: string };

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where the recipient's Reply goes (a contact message: the visitor who wrote it). */
  replyTo?: MailAddress;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      /** Sends (or, without SMTP, files) one message; rejects when the transport fails. */
      send(message: MailMessage): Promise<void>;
      /**
       * Sends in the background: a failure is logged, never shown to the requester. `afterSent`
       * runs once the message went out (a contact message records that it was e-mailed).
       */
      queue(message: MailMessage, afterSent?: () => Promise<unknown>): void;
      /** Resolves once every queued message has been handled (tests, shutdown). */
      flush(): Promise<void>;
    };
  }
}

/**
 * Outgoing e-mail (docs/architecture.md section 4): SMTP when SMTP_URL is set, otherwise an outbox folder
 * of .eml files under DATA_DIR, so a shop without a mail server still shows what it would send.
 */
export default fp(async function mail(app: FastifyInstance, opts: MailOptions) {
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function send(message: MailMessage): Promise<void> {
    const info = await transport.sendMail({ from: opts.from, ...message });
    if (opts.smtpUrl) return;
    const body = (info as { message?: unknown }).message;
    if (!Buffer.isBuffer(body)) throw new Error('the stream transport gave no message buffer');
    await fs.mkdir(opts.outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(6).toString('hex')}.eml`;
    await fs.writeFile(path.join(opts.outboxDir, name), body, { mode: 0o600 });
  }

  app.decorate('mail', {
    send,
    queue(message: MailMessage, afterSent?: () => Promise<unknown>) {
      const job = send(message)
        .then(
          () =>
            afterSent?.().catch((err: unknown) =>
              app.log.error({ err, subject: message.subject }, 'after mail sent failed'),
            ),
          (err: unknown) => app.log.error({ err, subject: message.subject }, 'mail failed'),
        )
        .then(() => undefined)
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async flush() {
      while (pending.size) await Promise.all([...pending]);
    },
  });
  app.addHook('onClose', async () => {
    await app.mail.flush();
    transport.close();
  });
});
