import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { API_MESSAGES, ERROR_CODES, type ErrorCode } from '@shop/contracts';
import { useTestApp } from '../test/test-app.ts';
import { AppError, fieldError, fieldErrors, STATUS_OF_CODE } from '../lib/app-error.ts';
import { expectRefusal } from '../test/refusals.ts';

/** Routes that fail in every way the error handler knows. */
function failingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/test/form',
    {
      schema: {
        body: z.object({
          name: z.string().min(1, 'Please enter your name'),
          address: z.object({ phone: z.string().min(9, 'Please enter your phone number') }),
          images: z.array(z.string().startsWith('/uploads/', 'Pictures are uploaded first')),
        }),
      },
    },
    async () => ({ success: true }),
  );
  r.get(
    '/api/test/things/:id',
    { schema: { params: z.object({ id: z.string().regex(/^\d+$/, 'That link is not valid.') }) } },
    async () => ({ success: true }),
  );
  r.post(
    '/api/test/small',
    { bodyLimit: 100, config: { tooLargeMessage: 'That note is too long.' } },
    async () => ({ success: true }),
  );
  r.get(
    '/api/test/limited',
    { config: { rateLimit: { max: 1, timeWindow: 60_000 } } },
    async () => ({ success: true }),
  );
  r.get('/api/test/crash', async () => {
    throw new Error('relation "secret_table" does not exist');
  });
  r.get('/api/test/database-away/:how', async (request) => {
    const { how } = request.params as { how: string };
    // As node-postgres reports them, wrapped by drizzle (a cause) or not.
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const shutdown = Object.assign(
      new Error('terminating connection due to administrator command'),
      {
        code: '57P01',
      },
    );
    if (how === 'refused') throw refused;
    if (how === 'wrapped') throw new Error('Failed query: select 1', { cause: shutdown });
    throw new Error('Connection terminated unexpectedly');
  });
  r.get('/api/test/code/:code', async (request) => {
    const { code } = request.params as { code: ErrorCode };
    throw new AppError(code, `Refused with ${code}`);
  });
  r.get('/api/test/fields', async () => {
    throw fieldErrors({ email: 'E-mail taken', name: 'Name too long' });
  });
}

const t = useTestApp({ extend: failingRoutes });

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

describe('the error model', () => {
  it('answers a body that fails its schema with 400 VALIDATION and each field by its path', async () => {
    const res = await post('/api/test/form', {
      name: '',
      address: { phone: '12' },
      images: ['/uploads/a.webp', 'https://elsewhere.example/b.jpg'],
    });
    expectRefusal(res, 400, {
      code: 'VALIDATION',
      message: 'Please enter your name',
      errors: {
        name: 'Please enter your name',
        'address.phone': 'Please enter your phone number',
        // A list's position is dropped: the form has one field for the list.
        images: 'Pictures are uploaded first',
      },
    });
  });

  it("names the field in zod's own wording, which does not", async () => {
    const res = await post('/api/test/form', { name: 'Ayen', address: {}, images: [] });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(body.message).toMatch(/^address\.phone: Invalid input/);
    expect(Object.keys(body.errors)).toEqual(['address.phone']);
  });

  it('answers a malformed id in the path with 400 BAD_REQUEST and no field', async () => {
    const res = await t.app.inject('/api/test/things/abc');
    expectRefusal(res, 400, { code: 'BAD_REQUEST', message: 'That link is not valid.' });
  });

  it('answers bad JSON with 400 BAD_REQUEST', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/form',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expectRefusal(res, 400, { code: 'BAD_REQUEST', message: expect.any(String) });
  });

  it("answers a path the router refuses (a segment over its length limit, a broken %-escape) in the one model, not Fastify's", async () => {
    for (const url of [`/api/product/${'x'.repeat(500)}`, '/api/product/%E0%A4%A']) {
      const res = await t.app.inject(url);
      expectRefusal(res, 400, { code: 'BAD_REQUEST', message: API_MESSAGES.badAddress }, url);
    }
  });

  it('answers an unknown API path with a JSON 404 NOT_FOUND', async () => {
    const res = await t.app.inject('/api/no/such/thing');
    expectRefusal(res, 404, { code: 'NOT_FOUND', message: API_MESSAGES.notFound });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it("answers a too large body with 413 PAYLOAD_TOO_LARGE, in the route's words if it has some", async () => {
    const big = { note: 'x'.repeat(1024 * 1024) };
    const generic = await post('/api/test/form', big);
    expectRefusal(generic, 413, { code: 'PAYLOAD_TOO_LARGE', message: API_MESSAGES.tooLarge });
    const own = await post('/api/test/small', { note: 'x'.repeat(200) });
    expectRefusal(own, 413, { code: 'PAYLOAD_TOO_LARGE', message: 'That note is too long.' });
  });

  it('answers past a rate limit with 429 RATE_LIMITED', async () => {
    expect((await t.app.inject('/api/test/limited')).statusCode).toBe(200);
    const res = await t.app.inject('/api/test/limited');
    expectRefusal(res, 429, { code: 'RATE_LIMITED', message: expect.any(String) });
  });

  it('answers a database that cannot be reached with 503 UNAVAILABLE and Retry-After, so clients retry', async () => {
    for (const how of ['refused', 'wrapped', 'terminated']) {
      const res = await t.app.inject(`/api/test/database-away/${how}`);
      expectRefusal(res, 503, { code: 'UNAVAILABLE', message: API_MESSAGES.unavailable }, how);
      expect(res.headers['retry-after'], how).toBe('5');
    }
  });

  it('answers an unexpected failure with 500 INTERNAL and a generic message, nothing of the cause', async () => {
    const res = await t.app.inject('/api/test/crash');
    expectRefusal(res, 500, { code: 'INTERNAL', message: API_MESSAGES.serverError });
    expect(res.body).not.toContain('secret_table');
    expect(res.body).not.toContain('stack');
    expect(res.body).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('sends several field errors at once, the first leading', async () => {
    const res = await t.app.inject('/api/test/fields');
    expectRefusal(res, 400, {
      code: 'VALIDATION',
      message: 'E-mail taken',
      errors: { email: 'E-mail taken', name: 'Name too long' },
    });
    expect(fieldError('size', 'Pick a size')).toMatchObject({
      code: 'VALIDATION',
      statusCode: 400,
      message: 'Pick a size',
      errors: { size: 'Pick a size' },
    });
  });
});

describe('STATUS_OF_CODE', () => {
  // Each status and the codes that answer with it, written out here on purpose (not read from
  // STATUS_OF_CODE), so the table is checked against what each code's name says.
  const codesOfStatus: [number, ErrorCode[]][] = [
    [400, ['BAD_REQUEST', 'VALIDATION']],
    [401, ['UNAUTHENTICATED']],
    [403, ['FORBIDDEN']],
    [404, ['NOT_FOUND']],
    [409, ['CONFLICT']],
    [410, ['GONE']],
    [413, ['PAYLOAD_TOO_LARGE']],
    [415, ['UNSUPPORTED_MEDIA_TYPE']],
    [422, ['UNPROCESSABLE']],
    [429, ['RATE_LIMITED']],
    [500, ['INTERNAL']],
    [503, ['UNAVAILABLE']],
  ];
  const expected = Object.fromEntries(
    codesOfStatus.flatMap(([status, codes]) => codes.map((code) => [code, status])),
  ) as Record<ErrorCode, number>;

  it('gives every code the status its name says', () => {
    expect(Object.keys(STATUS_OF_CODE).sort()).toEqual([...ERROR_CODES].sort());
    expect(STATUS_OF_CODE).toEqual(expected);
  });

  it.each([...ERROR_CODES])('answers an AppError %s with its status and code', async (code) => {
    const res = await t.app.inject(`/api/test/code/${code}`);
    expectRefusal(res, expected[code], { code, message: `Refused with ${code}` });
  });
});
