// The providers' calls to the shop (docs/decisions/0066-order-updates-by-sms-and-whatsapp.md):
// Twilio's status callbacks and incoming messages (a STOP), Meta's webhook check and its
// deliveries (message statuses). Each is verified by its provider's signature before anything is
// read: a forged call is refused (403) and changes nothing. A status names a message by the
// provider's id and changes it only if the shop sent a message under that id.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  normalizeSouthSudanMobile,
  TEXT_CALLBACK_MESSAGES as M,
  twilioInboundSchema,
  twilioStatusCallbackSchema,
  whatsappVerifyQuerySchema,
  whatsappWebhookBodySchema,
} from '@shop/contracts';
import { AppError } from '../../lib/app-error.ts';
import { applyDeliveryReport, forgetOptOut, recordOptOut, type DeliveryReport } from './claims.ts';
import type { TwilioConfig } from './providers/twilio.ts';
import { TWILIO_UNSUBSCRIBED } from './providers/twilio.ts';
import { WHATSAPP_OPT_OUT_CODES, type WhatsAppConfig } from './providers/whatsapp.ts';
import { metaSignatureMatches, replyMeaning, twilioSignatureMatches } from './signatures.ts';

export const TWILIO_STATUS_PATH = '/api/messaging/twilio/status';
export const TWILIO_INBOUND_PATH = '/api/messaging/twilio/inbound';
export const WHATSAPP_WEBHOOK_PATH = '/api/messaging/whatsapp/webhook';

export interface MessagingRoutesOptions {
  sms?: TwilioConfig;
  whatsapp?: WhatsAppConfig;
  /** The shop's address as the providers call it (the URL Twilio signs). */
  callbackBase: string;
}

const okSchema = z.object({ success: z.literal(true) });
const refusals = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** What a Twilio status means to the message; the in-between ones (queued, sending) nothing. */
function twilioReport(status: string, errorCode?: string): DeliveryReport | undefined {
  if (status === 'sent') return { status: 'sent' };
  if (status === 'delivered' || status === 'read') return { status: 'delivered' };
  if (status === 'failed' || status === 'undelivered')
    return { status: 'failed', error: `SMS ${status}${errorCode ? ` (error ${errorCode})` : ''}` };
  return undefined;
}

/** The raw JSON body of each webhook delivery: Meta signs its bytes, not its parsed value. */
const rawBodies = new WeakMap<FastifyRequest, string>();

export default async function messagingRoutes(app: FastifyInstance, opts: MessagingRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { sms, whatsapp, callbackBase } = opts;

  // Both parsers belong to this plugin's routes alone (Fastify's encapsulation).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (request, body, done) => {
      rawBodies.set(request, String(body));
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new AppError('VALIDATION', 'The body is not JSON'), undefined);
      }
    },
  );

  const requireTwilio = (request: FastifyRequest, path: string): TwilioConfig => {
    if (!sms) throw new AppError('NOT_FOUND', M.notConfigured);
    const signature = request.headers['x-twilio-signature'];
    const params = request.body as Record<string, unknown>;
    if (
      !twilioSignatureMatches(
        sms.authToken,
        `${callbackBase}${path}`,
        params,
        typeof signature === 'string' ? signature : undefined,
      )
    )
      throw new AppError('FORBIDDEN', M.badSignature);
    return sms;
  };

  r.post(
    TWILIO_STATUS_PATH,
    {
      config: { changes: [] },
      schema: {
        tags: ['messaging'],
        summary: "Twilio's status callback for an SMS the shop sent (signed)",
        body: twilioStatusCallbackSchema,
        response: { 200: okSchema, ...refusals },
      },
    },
    async (request) => {
      requireTwilio(request, TWILIO_STATUS_PATH);
      const { MessageSid, MessageStatus, ErrorCode } = request.body;
      const report = twilioReport(MessageStatus, ErrorCode);
      const applied = report
        ? await applyDeliveryReport(app.db, 'sms', MessageSid, report)
        : { known: true };
      if (!applied.known) throw new AppError('NOT_FOUND', M.unknownMessage);
      if (ErrorCode === String(TWILIO_UNSUBSCRIBED) && applied.to)
        await recordOptOut(app.db, applied.to, 'sms-stop');
      return { success: true as const };
    },
  );

  r.post(
    TWILIO_INBOUND_PATH,
    {
      config: { changes: [] },
      schema: {
        tags: ['messaging'],
        summary:
          "An SMS to the shop's number (signed): STOP ends messages to the sender, START resumes them",
        body: twilioInboundSchema,
      },
    },
    async (request, reply) => {
      requireTwilio(request, TWILIO_INBOUND_PATH);
      const number = normalizeSouthSudanMobile(request.body.From) ?? request.body.From;
      const meaning = replyMeaning(request.body.Body);
      if (meaning === 'stop') await recordOptOut(app.db, number, 'sms-stop');
      // Twilio takes a START as ending its own block too (error 21610, 'sms-unsubscribed').
      if (meaning === 'start') await forgetOptOut(app.db, number, ['sms-stop', 'sms-unsubscribed']);
      // TwiML with nothing to say: Twilio's own opt-out handling answers the sender.
      return reply.type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    },
  );

  r.get(
    WHATSAPP_WEBHOOK_PATH,
    {
      schema: {
        tags: ['messaging'],
        summary: "Meta's check of the WhatsApp webhook's address (hub.challenge)",
        querystring: whatsappVerifyQuerySchema,
        response: { 200: z.string(), ...refusals },
      },
    },
    async (request, reply) => {
      if (!whatsapp) throw new AppError('NOT_FOUND', M.notConfigured);
      const q = request.query;
      if (q['hub.mode'] !== 'subscribe' || q['hub.verify_token'] !== whatsapp.verifyToken)
        throw new AppError('FORBIDDEN', M.badVerifyToken);
      return reply.header('cache-control', 'no-store').type('text/plain').send(q['hub.challenge']);
    },
  );

  r.post(
    WHATSAPP_WEBHOOK_PATH,
    {
      config: { changes: [] },
      schema: {
        tags: ['messaging'],
        summary: "Meta's WhatsApp webhook: message statuses (signed with the app secret)",
        body: whatsappWebhookBodySchema,
        response: { 200: okSchema, ...refusals },
      },
      // The signature is checked before the body is read for anything.
      preValidation: async (request) => {
        if (!whatsapp) throw new AppError('NOT_FOUND', M.notConfigured);
        const signature = request.headers['x-hub-signature-256'];
        if (
          !metaSignatureMatches(
            whatsapp.appSecret,
            rawBodies.get(request) ?? '',
            typeof signature === 'string' ? signature : undefined,
          )
        )
          throw new AppError('FORBIDDEN', M.badSignature);
      },
    },
    async (request) => {
      // One delivery may carry many statuses; a status of an id the shop never sent is ignored
      // (answered 200 all the same: Meta retries refusals and would disable the webhook).
      for (const entry of request.body.entry) {
        for (const change of entry.changes) {
          for (const status of change.value.statuses ?? []) {
            const codes = (status.errors ?? []).flatMap((e) => (e.code ? [e.code] : []));
            const report: DeliveryReport | undefined =
              status.status === 'sent'
                ? { status: 'sent' }
                : status.status === 'delivered' || status.status === 'read'
                  ? { status: 'delivered' }
                  : status.status === 'failed'
                    ? {
                        status: 'failed',
                        error: `WhatsApp failed${codes.length ? ` (error ${codes.join(', ')})` : ''}`,
                      }
                    : undefined;
            if (!report) continue;
            const applied = await applyDeliveryReport(app.db, 'whatsapp', status.id, report);
            if (applied.to && codes.some((c) => WHATSAPP_OPT_OUT_CODES.includes(c)))
              await recordOptOut(app.db, applied.to, 'whatsapp-blocked');
          }
        }
      }
      return { success: true as const };
    },
  );
}
