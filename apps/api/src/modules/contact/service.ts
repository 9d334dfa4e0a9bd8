import { eq } from 'drizzle-orm';
import { CONTACT_HONEYPOT_FIELD, type contactRequestSchema } from '@shop/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { contactMessages } from '../../db/schema.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { getShopSettings } from '../settings/service.ts';
import { contactMail } from './contact-mail.ts';

type ContactInput = z.output<typeof contactRequestSchema>;
type Queue = (message: MailMessage, afterSent: () => Promise<unknown>) => void;

/**
 * Stores the message, then e-mails it to the company in the background (decision 0019): the
 * visitor does not wait on the mail server, and a send that fails leaves the message stored with
 * `emailedAt` null for the staff's inbox. A filled honeypot is a bot: thanked the same, dropped.
 */
export async function receiveContactMessage(db: Db, input: ContactInput, queue: Queue) {
  if (input[CONTACT_HONEYPOT_FIELD]?.trim()) return;
  const id = newId();
  const message = {
    name: input.name,
    email: input.email,
    subject: input.subject,
    phone: input.phone,
    message: input.message,
  };
  await db.insert(contactMessages).values({ id, ...message });
  const { company } = await getShopSettings(db);
  queue(contactMail(company.emails[0]!, message), () =>
    db.update(contactMessages).set({ emailedAt: new Date() }).where(eq(contactMessages.id, id)),
  );
}
