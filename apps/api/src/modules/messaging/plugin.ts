import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { normalizeSouthSudanMobile, type UpdateChannel } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import type { OutboxWorkerOptions } from '../../lib/outbox-worker.ts';
import { getShopSettings } from '../settings/index.ts';
import { getMessagingSettings } from './messaging-settings.ts';
import { enqueueTexts, withdrawTexts, writtenSoFar, type TextMessage } from './outbox.ts';
import { fileProvider } from './providers/file.ts';
import { twilioSmsProvider, type TwilioConfig } from './providers/twilio.ts';
import { whatsAppProvider, type WhatsAppConfig } from './providers/whatsapp.ts';
import {
  backInStockText,
  customerText,
  staffText,
  type BackInStockItem,
  type CustomerTextKind,
} from './templates.ts';
import messagingRoutes, { TWILIO_STATUS_PATH } from './routes.ts';
import { createTextWorker, type TextWorker } from './worker.ts';

export interface MessagingOptions {
  /** Where messages of a channel without a provider are written as files (DATA_DIR/outbox). */
  outboxDir: string;
  /** Base of the links in messages (PUBLIC_URL). */
  publicUrl: string;
  /** Where providers call the shop back (the status callbacks); PUBLIC_URL when unset. */
  callbackBase?: string;
  sms?: TwilioConfig;
  whatsapp?: WhatsAppConfig;
  /** The worker's timings (tests shorten them). */
  worker?: OutboxWorkerOptions;
  /** Bounds one call to a provider (tests shorten it). */
  providerTimeoutMs?: number;
}

/** An order's event, for the customer who chose SMS or WhatsApp at checkout. */
export interface OrderTextEvent {
  kind: CustomerTextKind;
  orderId: string;
  /** The delivery address's phone, as typed: normalised to +211..., or no message. */
  phone: string;
  updatesBy: UpdateChannel;
  /** The row's id (the status change's e-mail id, so an undo withdraws both). */
  id?: string;
  notBefore?: Date;
}

/** How services write text messages: into the outbox, in the transaction of their change. */
export interface TextOutbox {
  /** The customer's message about their order, if they chose SMS or WhatsApp. */
  forOrder(tx: Db, event: OrderTextEvent): Promise<string[]>;
  /** An alert to each of the shop's own numbers (settings). */
  forStaff(
    tx: Db,
    kind: 'staff-new-order' | 'staff-payment-reported',
    order: { id: string; amount: number },
  ): Promise<string[]>;
  /**
   * A size a customer asked about is back, to the phone on their account if they chose SMS or
   * WhatsApp for updates (the stock module calls it in the transaction that takes the request).
   */
  backInStock(
    tx: Db,
    customer: { phone: string; updatesBy: UpdateChannel },
    item: BackInStockItem,
  ): Promise<string[]>;
  enqueue(tx: Db, ...messages: TextMessage[]): Promise<string[]>;
  /** Deletes those still waiting for their first try; answers how many. */
  withdraw(tx: Pick<Db, 'delete'>, ids: string[]): Promise<number>;
  wake(): void;
  /** Resolves once nothing is due or being sent (tests); rejects after `timeoutMs`. */
  flush(timeoutMs?: number): Promise<void>;
  readonly claimer: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    texts: TextOutbox;
  }
}

/**
 * Order updates by SMS and WhatsApp (docs/decisions/0066-order-updates-by-sms-and-whatsapp.md):
 * services write each message in the transaction of its change; this instance's worker sends what
 * is due through Twilio's REST shape (SMS) and the WhatsApp Cloud API, or as files under
 * DATA_DIR/outbox for a channel without configuration, with the e-mail outbox's retries and
 * once-only claims.
 */
export default fp(async function messaging(app: FastifyInstance, opts: MessagingOptions) {
  const timeoutMs = opts.providerTimeoutMs;
  const callbackBase = (opts.callbackBase ?? opts.publicUrl).replace(/\/+$/, '');
  const worker: TextWorker = createTextWorker(
    app.db,
    {
      sms: opts.sms
        ? twilioSmsProvider(opts.sms, {
            statusCallback: `${callbackBase}${TWILIO_STATUS_PATH}`,
            timeoutMs,
          })
        : fileProvider('sms', opts.outboxDir),
      whatsapp: opts.whatsapp
        ? whatsAppProvider(opts.whatsapp, { timeoutMs })
        : fileProvider('whatsapp', opts.outboxDir),
    },
    app.log,
    opts.worker,
  );

  const texts: TextOutbox = {
    async forOrder(tx, event) {
      if (event.updatesBy === 'email') return [];
      const to = normalizeSouthSudanMobile(event.phone);
      if (!to) return [];
      const { company } = await getShopSettings(tx);
      const rendered = customerText(event.kind, event.orderId, {
        company,
        publicUrl: opts.publicUrl,
      });
      return enqueueTexts(tx, [
        {
          ...rendered,
          channel: event.updatesBy,
          kind: event.kind,
          to,
          orderId: event.orderId,
          ...(event.id ? { id: event.id } : {}),
          ...(event.notBefore ? { notBefore: event.notBefore } : {}),
        },
      ]);
    },
    async forStaff(tx, kind, order) {
      const { staffNumbers } = await getMessagingSettings(tx);
      if (!staffNumbers.length) return [];
      const { company } = await getShopSettings(tx);
      const rendered = staffText(kind, order, { company, publicUrl: opts.publicUrl });
      return enqueueTexts(
        tx,
        staffNumbers.map((to) => ({ ...rendered, channel: 'sms', kind, to, orderId: order.id })),
      );
    },
    async backInStock(tx, customer, item) {
      if (customer.updatesBy === 'email') return [];
      const to = normalizeSouthSudanMobile(customer.phone);
      if (!to) return [];
      const { company } = await getShopSettings(tx);
      const rendered = backInStockText(item, { company, publicUrl: opts.publicUrl });
      return enqueueTexts(tx, [
        { ...rendered, channel: customer.updatesBy, kind: 'back-in-stock', to },
      ]);
    },
    enqueue: (tx, ...messages) => enqueueTexts(tx, messages),
    withdraw: withdrawTexts,
    wake: () => worker.wake(),
    flush: (timeoutMs) => worker.flush(timeoutMs),
    claimer: worker.claimer,
  };
  app.decorate('texts', texts);

  // As the mail plugin does: a request answered after a message was written has committed it,
  // so the worker reads the outbox at once rather than at its next poll.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') marks.set(request, writtenSoFar());
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const mark = marks.get(request);
    if (mark !== undefined && writtenSoFar() !== mark) worker.wake();
    done();
  });

  await app.register(messagingRoutes, {
    ...(opts.sms ? { sms: opts.sms } : {}),
    ...(opts.whatsapp ? { whatsapp: opts.whatsapp } : {}),
    callbackBase,
  });

  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
});

const marks = new WeakMap<object, number>();
