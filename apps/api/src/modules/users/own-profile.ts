import { eq, inArray, sql } from 'drizzle-orm';
import { normalizeSouthSudanMobile, type TextChannel, type User } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { orders, savedAddresses, textOptOuts } from '../../db/schema.ts';
import { toUser, type UserRow } from './user-mapper.ts';

/**
 * The account's numbers that asked for no more text messages (docs/decisions/0071): its own
 * phone (back-in-stock texts go there) and the delivery phones of its saved addresses and
 * orders (order updates go there), normalised to +211 as the outbox writes them, checked against
 * the opt-out list. It reads the addresses', orders' and messaging's tables without writing them
 * (docs/architecture.md, "Who writes which table": reading is freer).
 */
export async function stoppedNumbers(
  db: Db,
  user: Pick<UserRow, 'id' | 'phone'>,
): Promise<{ number: string; by: TextChannel }[]> {
  const typed = await db
    .select({ phone: sql<string | null>`${savedAddresses.address}->>'phone'` })
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, user.id))
    .union(
      db
        .select({ phone: sql<string | null>`${orders.address}->>'phone'` })
        .from(orders)
        .where(eq(orders.userId, user.id)),
    );
  const numbers = new Set<string>();
  for (const phone of [user.phone, ...typed.map((r) => r.phone)]) {
    const number = phone ? normalizeSouthSudanMobile(phone) : null;
    if (number) numbers.add(number);
  }
  if (numbers.size === 0) return [];
  const rows = await db
    .select({ number: textOptOuts.number, source: textOptOuts.source })
    .from(textOptOuts)
    .where(inArray(textOptOuts.number, [...numbers]))
    .orderBy(textOptOuts.number);
  // 'sms-stop' and 'sms-unsubscribed' came by SMS, 'whatsapp-blocked' from WhatsApp.
  return rows.map((r) => ({
    number: r.number,
    by: r.source.startsWith('whatsapp') ? 'whatsapp' : 'sms',
  }));
}

/** The user as the customer reads their own profile: with the numbers that stopped texts. */
export async function ownProfile(db: Db, row: UserRow): Promise<User> {
  return { ...toUser(row), stoppedNumbers: await stoppedNumbers(db, row) };
}
