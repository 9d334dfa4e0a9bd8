import { eq } from 'drizzle-orm';
import { shopSettingsSchema, type ShopSettings } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { DEFAULT_SETTINGS } from './defaults.ts';

const SHOP_KEY = 'shop';

/** The stored settings, with defaults filling anything an older row does not hold yet. */
export async function getShopSettings(db: Db): Promise<ShopSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SHOP_KEY)).limit(1);
  if (!row) return DEFAULT_SETTINGS;
  const stored = row.value as Partial<ShopSettings>;
  const merged = {
    ...DEFAULT_SETTINGS,
    ...stored,
    company: { ...DEFAULT_SETTINGS.company, ...stored.company },
  };
  const parsed = shopSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

export async function saveShopSettings(db: Db, value: ShopSettings): Promise<void> {
  await db
    .insert(settings)
    .values({ key: SHOP_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
