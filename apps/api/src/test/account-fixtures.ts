import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '@shop/contracts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

export type Headers = Record<string, string>;

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

/** A staff account: signed up as a customer, then given the admin role in the database (roles
 * are read from there on every request, so the same token now works on /api/admin). An owner
 * unless another staff role is asked for (docs/decisions/0068-staff-roles.md). */
export async function signUpAdmin(
  app: FastifyInstance,
  db: Db,
  name = 'Deng Staff',
  staffRole: StaffRole = 'owner',
) {
  const account = await signUp(app, name);
  await db.update(users).set({ role: 'admin', staffRole }).where(eq(users.email, account.email));
  return account;
}
