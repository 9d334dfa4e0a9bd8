import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Signs a new customer up through the API; answers the token and the credentials used. */
export async function signUp(app: FastifyInstance, name = 'Achol Deng') {
  const email = `${name.split(' ')[0]!.toLowerCase()}.${randomBytes(4).toString('hex')}@example.org`;
  const password = 'correct horse battery';
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { name, email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  const body = res.json<{ token: string }>();
  return { token: body.token, email, password, headers: { token: body.token } };
}
