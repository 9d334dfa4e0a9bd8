import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { newsletterSubscribers as s } from '../../db/schema.ts';
import { UTM_SOURCE } from '@shop/contracts';
import { passLoop } from '../../lib/pass-loop.ts';
import { countCampaignVisit } from './campaign-queries.ts';
import {
  finishSentCampaigns,
  handOverChunk,
  startDueCampaigns,
  type ChunkOptions,
} from './campaign-sending.ts';

export interface CampaignOptions {
  /** How often the sender looks for work when nothing woke it (milliseconds). */
  pollMs?: number;
  /** Recipients handed to the outbox per transaction. */
  chunkSize?: number;
  /** False: nothing polls; tests run the passes themselves (runPass). */
  autoStart?: boolean;
  /** Tests: see ChunkOptions.beforeCommit. */
  beforeCommit?: ChunkOptions['beforeCommit'];
}

declare module 'fastify' {
  interface FastifyInstance {
    campaigns: {
      /** Looks for work now (a campaign was just sent). */
      wake(): void;
      /** One whole pass: due scheduled campaigns started, recipients handed over, sent ones closed. */
      runPass(): Promise<void>;
    };
  }
}

/** Chunks in a row in one pass; then the next wake or poll goes on. */
const CHUNKS_PER_PASS = 50;

/**
 * The newsletter's sender, one in every process (docs/decisions/0058-newsletter-campaigns.md):
 * starts scheduled campaigns at their time and hands recipients to the mail outbox, which sends
 * them at the rate of the settings. It also marks an address bouncing when the mail server
 * refuses a newsletter message to it for good, in the transaction that fails the message.
 */
export default fp(
  async function campaigns(app: FastifyInstance, opts: CampaignOptions & { publicUrl: string }) {
    const chunk: ChunkOptions = {
      publicUrl: opts.publicUrl,
      mail: app.mail,
      chunkSize: opts.chunkSize ?? 200,
      beforeCommit: opts.beforeCommit,
    };

    // Not the loop's own `stopped`: with autoStart off the loop never starts, yet runPass works.
    let closing = false;

    async function pass() {
      await startDueCampaigns(app.db);
      for (let i = 0; i < CHUNKS_PER_PASS && !closing; i++) {
        const handled = await handOverChunk(app.db, chunk);
        if (!handled) break;
        app.mail.wake();
      }
      await finishSentCampaigns(app.db);
    }

    const loop = passLoop(pass, {
      everyMs: opts.pollMs ?? 5_000,
      onError: (err) => app.log.error({ err }, 'newsletter sender pass failed'),
    });

    app.mail.onRefused(['newsletter-campaign', 'newsletter-confirm'], async (tx, mail) => {
      await tx
        .update(s)
        .set({ bouncedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(s.email, mail.to), isNull(s.bouncedAt)));
    });

    app.decorate('campaigns', {
      wake: () => {
        if (!loop.stopped) void loop.request();
      },
      // Errors reach the caller here, not the log: a test sees what went wrong.
      runPass: pass,
    });

    // Visits from a campaign's links, counted from the landing request itself (decision 0058): a
    // storefront page asked for with utm_source=newsletter. Only such requests reach the database,
    // and a failure to count never fails the page.
    app.addHook('onRequest', async (request) => {
      if (request.method !== 'GET' || request.url.startsWith('/api/')) return;
      const query = request.query as Record<string, unknown> | undefined;
      const name = query?.utm_campaign;
      if (query?.utm_source !== UTM_SOURCE || typeof name !== 'string') return;
      if (!/^[a-z0-9-]{1,60}$/.test(name)) return;
      await countCampaignVisit(app.db, name).catch((err: unknown) =>
        request.log.warn({ err }, 'a newsletter visit could not be counted'),
      );
    });

    if (opts.autoStart !== false) app.addHook('onReady', async () => loop.start());
    app.addHook('onClose', () => {
      closing = true;
      return loop.stop();
    });
  },
  { name: 'newsletter-campaigns' },
);
