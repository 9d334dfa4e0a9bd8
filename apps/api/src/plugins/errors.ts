import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@shop/contracts';

/** An error whose message is safe to show a customer, with the status to send. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
    const text = first?.message ?? MESSAGES.badRequest;
    // Messages written in contracts already name their field ('page must be...').
    return field && !text.toLowerCase().includes(field.toLowerCase()) ? `${field}: ${text}` : text;
  }
  return MESSAGES.badRequest;
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
    if (status === 413) return reply.code(413).send({ success: false, message: MESSAGES.tooLarge });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type) carry readable messages.
      return reply.code(status).send({ success: false, message: error.message || MESSAGES.badRequest });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ success: false, message: MESSAGES.serverError });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ success: false, message: MESSAGES.notFound });
  });
});
