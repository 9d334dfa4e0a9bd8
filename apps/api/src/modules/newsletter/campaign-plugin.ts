import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { newsletterSubscribers as s } from '../../db/schema.ts';
import { campaignCookieValue } from '@shop/contracts';
import { passLoop } from '../../lib/pass-loop.ts';
import { PRIVATE_CACHE_CONTROL } from '../../plugins/web/page-reply.ts';
import { campaignCookie, campaignLanding } from './campaign-landing.ts';
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

    // Visits from a campaign's links, counted from the landing request itself (decisions 0058 and
    // 0061): a reader's storefront page asked for with utm_source=newsletter. Only such requests
    // reach the database; the count runs while the page renders, and is awaited only before the
    // answer's headers leave, for the cookie. A failure to count never fails the page.
    const landings = new WeakMap<FastifyRequest, Promise<string | undefined>>();
    app.addHook('onRequest', async (request) => {
      const name = campaignLanding(request.method, request.url, request.headers);
      if (!name) return;
      const already = campaignCookieValue(request.headers.cookie);
      landings.set(
        request,
        countCampaignVisit(app.db, name, already).catch((err: unknown) => {
          request.log.warn({ err }, 'a newsletter visit could not be counted');
          return undefined;
        }),
      );
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const counted = landings.get(request);
      if (!counted) return payload;
      // A landing is this browser's alone (it may set the cookie): no shared cache keeps it, so
      // every landing reaches the server and is counted.
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      const id = await counted;
      if (id) {
        const earlier = reply.getHeader('set-cookie');
        const kept =
          earlier === undefined ? [] : Array.isArray(earlier) ? earlier : [String(earlier)];
        reply.header('set-cookie', [...kept, campaignCookie(id, request.protocol === 'https')]);
      }
      return payload;
    });

    if (opts.autoStart !== false) app.addHook('onReady', async () => loop.start());
    app.addHook('onClose', () => {
      closing = true;
      return loop.stop();
    });
  },
  { name: 'newsletter-campaigns' },
);
