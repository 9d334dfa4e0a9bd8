import Fastify, { LogController, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { trustProxyOption, type Config } from './config.ts';
import type { DbHandle } from './db/client.ts';
import { HTTP_TIMEOUTS, httpTimeoutOptions, type HttpTimeouts } from './http-timeouts.ts';
import adminSite from './plugins/admin-site.ts';
import answerCache from './plugins/answer-cache.ts';
import auth, { type AuthOptions } from './plugins/auth.ts';
import cacheVersions, { type CacheVersionsOptions } from './plugins/cache-versions.ts';
import compression from './plugins/compression.ts';
import database from './plugins/db.ts';
import docs from './plugins/docs.ts';
import errors, { frameworkErrors } from './plugins/errors.ts';
import metrics, { type MetricsOptions } from './plugins/metrics.ts';
import rateLimits, { type RateLimitOptions } from './plugins/rate-limits.ts';
import readiness from './plugins/readiness.ts';
import requestIds, { requestIdOf } from './plugins/request-ids.ts';
import security from './plugins/security.ts';
import storage from './plugins/storage.ts';
import textInput from './plugins/text-input.ts';
import uploads from './plugins/uploads.ts';
import web from './plugins/web.ts';
import addressRoutes from './modules/addresses/routes.ts';
import adminAuditRoutes from './modules/audit/admin-routes.ts';
import adminProductRoutes from './modules/catalog/admin-routes.ts';
import adminBlogRoutes from './modules/blog/admin-routes.ts';
import blogRoutes from './modules/blog/routes.ts';
import cartRoutes from './modules/cart/routes.ts';
import chatbotRoutes from './modules/chatbot/routes.ts';
import catalogRoutes from './modules/catalog/routes.ts';
import adminMessageRoutes from './modules/contact/admin-routes.ts';
import adminMailRoutes from './modules/mail/admin-routes.ts';
import mail, { type MailOptions } from './modules/mail/plugin.ts';
import messaging, { type MessagingOptions } from './modules/messaging/plugin.ts';
import adminMessagingRoutes from './modules/messaging/admin-routes.ts';
import contactRoutes from './modules/contact/routes.ts';
import adminDashboardRoutes from './modules/dashboard/admin-routes.ts';
import adminReportRoutes from './modules/reports/admin-routes.ts';
import favoriteRoutes from './modules/favorites/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import adminSubscriberRoutes from './modules/newsletter/admin-routes.ts';
import adminCampaignRoutes from './modules/newsletter/campaign-routes.ts';
import campaigns, { type CampaignOptions } from './modules/newsletter/campaign-plugin.ts';
import newsletterRoutes from './modules/newsletter/routes.ts';
import adminPageRoutes from './modules/pages/admin-routes.ts';
import pageRoutes from './modules/pages/routes.ts';
import adminQuestionRoutes from './modules/questions/admin-routes.ts';
import adminQuotationRoutes from './modules/quotations/admin-routes.ts';
import quotationRoutes from './modules/quotations/routes.ts';
import questionUpkeep from './modules/questions/upkeep.ts';
import adminOrderRoutes from './modules/orders/admin-routes.ts';
import adminInvoiceRoutes from './modules/invoices/admin-routes.ts';
import orderRoutes from './modules/orders/routes.ts';
import payments, { type PaymentsOptions } from './modules/payments/plugin.ts';
import paymentRoutes from './modules/payments/routes.ts';
import adminPaymentRoutes from './modules/payments/admin-payment-routes.ts';
import paymentSandboxRoutes from './modules/payments/sandbox/admin-routes.ts';
import adminReviewRoutes from './modules/reviews/admin-routes.ts';
import reviewRoutes from './modules/reviews/routes.ts';
import adminSettingsRoutes from './modules/settings/admin-routes.ts';
import settingsRoutes from './modules/settings/routes.ts';
import stockAlertRoutes from './modules/stock/alert-routes.ts';
import sitemapRoutes from './modules/sitemap/routes.ts';
import adminCustomerRoutes from './modules/customers/admin-routes.ts';
import adminStaffRoutes from './modules/staff/admin-routes.ts';
import userRoutes from './modules/users/routes.ts';
import webAppRoutes from './modules/web-app/routes.ts';
import { createStorage, type StorageConfig } from './storage/index.ts';

export interface AppOptions {
  config: Pick<
    Config,
    'uploadsDir' | 'TRUST_PROXY' | 'WEB_BUILD_DIR' | 'ADMIN_BUILD_DIR' | 'LOG_LEVEL'
  > &
    StorageConfig;
  /** Where the storefront's server-side loaders reach this API (loopback in one process). */
  internalApiUrl?: string;
  db: DbHandle;
  auth: AuthOptions;
  mail: MailOptions;
  /** SMS and WhatsApp providers (none: files in the mail's outbox folder) and the worker's timings. */
  messaging?: Partial<Omit<MessagingOptions, 'publicUrl'>>;
  /** The newsletter's sender (tests shorten its timings or run its passes themselves). */
  campaigns?: CampaignOptions;
  /** Mobile money through the operators' APIs; none configured unless said. */
  payments?: Omit<PaymentsOptions, 'publicUrl'>;
  /** Redis for counters shared by every instance; in memory without it. */
  rateLimits?: RateLimitOptions;
  /** The page and answer caches (docs/decisions/0028-page-and-answer-caches.md). */
  cache?: CacheOptions;
  /** Base of links in e-mails (PUBLIC_URL); never the request's Host header. */
  publicUrl: string;
  /** Close the database when the app closes (the server owns it; tests share one). */
  closeDb?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** /metrics: its token (METRICS_TOKEN) and, in a worker process, the whole instance's scrape. */
  metrics?: MetricsOptions;
  /** Tests: told of every route as it is added (the admin guard's test walks the route table). */
  onRoute?: (route: RouteOptions) => void;
  /** How long a client may take (HTTP_TIMEOUTS unless said otherwise; tests shorten them). */
  timeouts?: Partial<HttpTimeouts>;
}

export interface CacheOptions {
  /** How changes reach every instance (polling the database, Redis announcements). */
  versions?: CacheVersionsOptions;
  /** Megabytes of rendered pages kept per process (PAGE_CACHE_MB; 0 turns the cache off). */
  pageCacheMb?: number;
  /** Megabytes of catalogue answers kept per process (API_CACHE_MB; 0 turns the cache off). */
  apiCacheMb?: number;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole server: infrastructure plugins, then application plugins, then routes. */
export async function buildApp(opts: AppOptions) {
  const app = Fastify({
    logger: opts.logger ?? { level: opts.config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT_BYTES,
    ...httpTimeoutOptions({ ...HTTP_TIMEOUTS, ...opts.timeouts }),
    // Errors are logged by the error handler; a line per request would drown them.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(opts.config.TRUST_PROXY),
    // Random ids; a trusted proxy's X-Request-ID is kept (plugins/request-ids.ts).
    genReqId: requestIdOf(opts.config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);

  await app.register(errors);
  await app.register(requestIds);
  // Before every route: each route gets its own counting hook as it is added.
  await app.register(metrics, opts.metrics ?? {});
  await app.register(readiness);
  await app.register(textInput);
  await app.register(security);
  await app.register(compression);
  await app.register(docs);
  await app.register(database, { handle: opts.db, closeWithApp: opts.closeDb ?? true });
  await app.register(storage, { storage: await createStorage(opts.config), closeWithApp: true });
  await app.register(uploads);
  await app.register(auth, opts.auth);
  await app.register(mail, opts.mail);
  await app.register(messaging, {
    outboxDir: opts.mail.outboxDir,
    ...opts.messaging,
    publicUrl: opts.publicUrl,
  });
  await app.register(campaigns, { ...opts.campaigns, publicUrl: opts.publicUrl });
  await app.register(payments, { ...opts.payments, publicUrl: opts.publicUrl });
  await app.register(rateLimits, opts.rateLimits ?? {});
  await app.register(cacheVersions, opts.cache?.versions ?? {});
  await app.register(answerCache, { maxMb: opts.cache?.apiCacheMb ?? 32 });

  await app.register(healthRoutes);
  await app.register(settingsRoutes);
  await app.register(catalogRoutes);
  await app.register(blogRoutes);
  await app.register(newsletterRoutes, { publicUrl: opts.publicUrl });
  await app.register(contactRoutes);
  await app.register(pageRoutes);
  await app.register(sitemapRoutes);
  await app.register(webAppRoutes);
  await app.register(userRoutes, { publicUrl: opts.publicUrl });
  await app.register(addressRoutes);
  await app.register(favoriteRoutes);
  await app.register(stockAlertRoutes);
  await app.register(cartRoutes);
  await app.register(orderRoutes, { publicUrl: opts.publicUrl });
  await app.register(adminOrderRoutes, { publicUrl: opts.publicUrl });
  await app.register(adminInvoiceRoutes);
  await app.register(quotationRoutes, { publicUrl: opts.publicUrl });
  await app.register(paymentRoutes);
  await app.register(adminPaymentRoutes);
  await app.register(reviewRoutes);
  await app.register(adminReviewRoutes);
  await app.register(chatbotRoutes);
  await app.register(questionUpkeep);

  await app.register(adminAuditRoutes);
  await app.register(adminProductRoutes, { publicUrl: opts.publicUrl });
  await app.register(adminDashboardRoutes);
  await app.register(adminReportRoutes);
  await app.register(adminCustomerRoutes);
  await app.register(adminStaffRoutes, { publicUrl: opts.publicUrl });
  await app.register(adminBlogRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminPageRoutes);
  await app.register(adminMessageRoutes);
  await app.register(adminMailRoutes);
  await app.register(adminMessagingRoutes);
  await app.register(adminSubscriberRoutes);
  await app.register(adminCampaignRoutes, { publicUrl: opts.publicUrl });
  await app.register(adminQuestionRoutes);
  await app.register(adminQuotationRoutes, { publicUrl: opts.publicUrl });
  await app.register(paymentSandboxRoutes);

  if (opts.config.ADMIN_BUILD_DIR) {
    await app.register(adminSite, { distDir: opts.config.ADMIN_BUILD_DIR });
  }
  if (opts.config.WEB_BUILD_DIR) {
    await app.register(web, {
      buildDir: opts.config.WEB_BUILD_DIR,
      apiUrl: opts.internalApiUrl ?? 'http://127.0.0.1:3000',
      publicUrl: opts.publicUrl,
      pageCacheMb: opts.cache?.pageCacheMb ?? 64,
    });
  }
  return app;
}
