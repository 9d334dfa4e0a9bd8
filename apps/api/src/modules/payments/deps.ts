import type { FastifyBaseLogger } from 'fastify';
import type { AutoPaymentProvider } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import type { MailOutbox } from '../mail/index.ts';
import type { TextOutbox } from '../messaging/index.ts';
import type { PaymentProvider } from './provider.ts';
import type { PaymentTimings } from './timings.ts';

/** What the payments' service, worker and routes work with. */
export interface PaymentDeps {
  db: Db;
  /** The outbox: the e-mails of a payment are written in its transaction. */
  mail: MailOutbox;
  /** The customer's SMS or WhatsApp of a payment, in the same transaction. */
  texts?: TextOutbox;
  /** Base of links in e-mails. */
  publicUrl: string;
  /** The configured operators; one that is absent is paid by hand. */
  providers: Partial<Record<AutoPaymentProvider, PaymentProvider>>;
  timings: PaymentTimings;
  log: FastifyBaseLogger;
}
