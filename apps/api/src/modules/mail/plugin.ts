import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { countFailed, countPending } from './claims.ts';
import type { MailKind } from '@shop/contracts';
import {
  enqueueMail,
  withdrawPending,
  writtenSoFar,
  type MailOutbox,
  type OutboxMessage,
  type RefusalListener,
} from './outbox.ts';
import { createMailTransport, type TransportOptions } from './transport.ts';
import { createMailWorker, type MailWorkerOptions } from './worker.ts';

export interface MailOptions extends TransportOptions {
  /** The worker's timings (tests shorten them). */
  worker?: MailWorkerOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailOutbox & {
      /**
       * Resolves once nothing in the outbox is due or being sent (tests read what was mailed);
       * rejects after `timeoutMs`.
       */
      flush(timeoutMs?: number): Promise<void>;
      /** Messages waiting or being sent: the queue's depth. */
      countPending(): Promise<number>;
      /** Names this instance's worker in `claimed_by`. */
      readonly claimer: string;
    };
  }
}

/**
 * Outgoing e-mail through the outbox (docs/decisions/0033-mail-outbox.md): services write each
 * message in the transaction of its change; this instance's worker sends what is due (SMTP when
 * SMTP_URL is set, otherwise .eml files under DATA_DIR/outbox), with retries and backoff, at most
 * once however many instances run. The worker starts with the app and stops when it closes.
 */
export default fp(async function mail(app: FastifyInstance, opts: MailOptions) {
  const transport = createMailTransport(opts);
  const refusalListeners: { kinds: readonly MailKind[]; listener: RefusalListener }[] = [];
  const worker = createMailWorker(app.db, transport, app.log, {
    ...opts.worker,
    refusalListeners,
  });

  app.decorate('mail', {
    enqueue: (tx: Pick<Db, 'insert'>, ...messages: OutboxMessage[]) => enqueueMail(tx, messages),
    wake: () => worker.wake(),
    withdraw: withdrawPending,
    onRefused: (kinds: readonly MailKind[], listener: RefusalListener) => {
      refusalListeners.push({ kinds, listener });
    },
    flush: (timeoutMs?: number) => worker.flush(timeoutMs),
    countPending: () => countPending(app.db),
    claimer: worker.claimer,
  });

  // A request answered after a message was written has committed it (or rolled it back): the
  // worker reads the outbox at once rather than at its next poll. Only requests that change
  // something write mail; reads (every page, every cached answer) skip the bookkeeping, and
  // the hooks take callbacks rather than promises for the same reason. A read that did write
  // one would still be sent at the next poll.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      mailMark.set(request, writtenSoFar());
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const mark = mailMark.get(request);
    if (mark !== undefined && writtenSoFar() !== mark) worker.wake();
    done();
  });

  // The queue's depth for operators (plugins/metrics.ts): the shop's count, the same from every
  // process. Failed messages wait for staff on the Mail page.
  if (app.hasDecorator('metrics')) {
    app.metrics.sharedGauge(
      'mail_outbox_pending',
      'E-mails in the outbox not sent yet (waiting for a try or being sent)',
      () => countPending(app.db),
    );
    app.metrics.sharedGauge(
      'mail_outbox_failed',
      'E-mails the outbox gave up on (or whose sending was interrupted): staff retry them',
      () => countFailed(app.db),
    );
  }

  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    transport.close();
  });
});

/** How many messages this process had written when each request began. */
const mailMark = new WeakMap<object, number>();
