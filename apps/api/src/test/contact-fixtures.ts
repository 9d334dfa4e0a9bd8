import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { contactMessages } from '../db/schema.ts';

/** A random address in 10.0.0.0/8, so a test's requests do not meet the limits per address. */
export const randomClientAddress = () =>
  `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/**
 * Sends a contact message through POST /api/contact as a visitor would (from an address of its
 * own) and answers its stored id with what was sent.
 */
export async function sendContactMessage(
  app: FastifyInstance,
  db: Db,
  overrides: { name?: string; subject?: string; message?: string; phone?: string } = {},
) {
  const body = {
    name: 'Ayen Garang',
    email: `ayen.${randomBytes(4).toString('hex')}@example.org`,
    subject: 'A question about delivery',
    phone: '+211 921 000 111',
    message: 'Do you deliver to Gudele?',
    ...overrides,
  };
  const res = await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: body,
    remoteAddress: randomClientAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`contact message refused: ${res.body}`);
  const [row] = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.email, body.email));
  if (!row) throw new Error('the contact message was not stored');
  return { id: row.id, ...body };
}
