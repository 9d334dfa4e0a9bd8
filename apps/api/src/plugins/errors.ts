import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_MESSAGES } from '@shop/contracts';

/** An error whose message is safe to show a customer, with the status to send. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

// zod's own wording ('Invalid input: expected string, received undefined') does not say which
// field it means; the messages written in contracts do, and are sent as they are.
const ZOD_DEFAULT = /^(Invalid|Too (big|small)|Unrecognized)/;

function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
    const text = first?.message ?? API_MESSAGES.badRequest;
    return field && ZOD_DEFAULT.test(text) ? `${field}: ${text}` : text;
  }
  return API_MESSAGES.badRequest;
}

/**
 * One error shape for the whole API (DESIGN.md section 5): the right status and
 * `{ success: false, message }`, never a stack trace or SQL.
 */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ success: false, message: error.message });
    }
    if (error.validation) {
      return reply.code(400).send({ success: false, message: validationMessage(error) });
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply.code(413).send({ success: false, message: API_MESSAGES.tooLarge });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type) carry readable messages.
      return reply
        .code(status)
        .send({ success: false, message: error.message || API_MESSAGES.badRequest });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ success: false, message: API_MESSAGES.serverError });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ success: false, message: API_MESSAGES.notFound });
  });
});
