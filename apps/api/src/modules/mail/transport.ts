// How a message leaves the shop: SMTP when SMTP_URL is set, otherwise an .eml file in the
// outbox folder under DATA_DIR, so a shop without a mail server still shows what it would send.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { MailMessage } from './outbox.ts';

export interface TransportOptions {
  /** smtp:// or smtps:// URL; without it messages are written as .eml files into outboxDir. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
}

export interface MailTransport {
  /** Sends (or files) one message; rejects when the mail server refuses it or cannot be reached. */
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Bounds on one SMTP conversation, far below the worker's lease (worker.ts): a send that hangs is
 * given up and retried, rather than taken for one interrupted by a stopped process. Query
 * parameters of SMTP_URL (?socketTimeout=60000) override them.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 };

export function createMailTransport(opts: TransportOptions): MailTransport {
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(new SMTPTransport({ url: opts.smtpUrl, ...SMTP_TIMEOUTS }))
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function deliver(message: MailMessage): Promise<void> {
    const info = await transport.sendMail({
      from: opts.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      ...(message.headers ? { headers: message.headers } : {}),
    });
    if (opts.smtpUrl) return;
    const body = (info as { message?: unknown }).message;
    if (!Buffer.isBuffer(body)) throw new Error('the stream transport gave no message buffer');
    await fs.mkdir(opts.outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(6).toString('hex')}.eml`;
    await fs.writeFile(path.join(opts.outboxDir, name), body, { mode: 0o600 });
  }

  return { deliver, close: () => transport.close() };
}
