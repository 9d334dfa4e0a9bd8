// The caps and the shop's own numbers (docs/decisions/0066-order-updates-by-sms-and-whatsapp.md),
// kept as the 'messaging' row of the settings table, which this module alone writes (as pages
// keep their 'page:<slug>' rows there), so the shop settings' form and schema stay as they are.
import { eq } from 'drizzle-orm';
import {
  DEFAULT_MESSAGING_SETTINGS,
  messagingSettingsSchema,
  type MessagingSettings,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

const KEY = 'messaging';

export async function getMessagingSettings(db: Db): Promise<MessagingSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY)).limit(1);
  const parsed = messagingSettingsSchema.safeParse({
    ...DEFAULT_MESSAGING_SETTINGS,
    ...(row?.value as object | undefined),
  });
  return parsed.success ? parsed.data : DEFAULT_MESSAGING_SETTINGS;
}

export async function saveMessagingSettings(db: Db, value: MessagingSettings): Promise<void> {
  await db
    .insert(settings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
