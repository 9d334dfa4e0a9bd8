import { CONTACT_HONEYPOT_FIELD, type contactRequestSchema } from '@shop/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { contactMessages } from '../../db/schema.ts';
import type { MailOutbox } from '../mail/index.ts';
import { getShopSettings } from '../settings/index.ts';
import { contactMail } from './contact-mail.ts';

type ContactInput = z.output<typeof contactRequestSchema>;

/**
 * Stores the message and its e-mail to the company in one transaction (decisions 0019 and 0033):
 * the visitor does not wait on the mail server, and the outbox's worker marks the message
 * e-mailed (`emailedAt`) once the copy went out; until then the staff's inbox shows it was not.
 * A filled honeypot is a bot: thanked the same, dropped.
 */
export async function receiveContactMessage(
  db: Db,
  input: ContactInput,
  mail: Pick<MailOutbox, 'enqueue'>,
) {
  if (input[CONTACT_HONEYPOT_FIELD]?.trim()) return;
  const id = newId();
  const message = {
    name: input.name,
    email: input.email,
    subject: input.subject,
    phone: input.phone,
    message: input.message,
  };
  const { company } = await getShopSettings(db);
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ id, ...message });
    const copy = contactMail(company.emails[0]!, message);
    await mail.enqueue(tx, { kind: 'contact', contactMessageId: id, ...copy });
  });
}
