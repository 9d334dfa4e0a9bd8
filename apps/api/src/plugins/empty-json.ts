import type { FastifyInstance } from 'fastify';

/**
 * The specification's clients post an empty body with a JSON content type to some routes
 * (`POST /api/cart/get`); inside the calling plugin an empty JSON body reads as `{}`.
 */
export function allowEmptyJson(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    parse(request, text, done);
  });
}
