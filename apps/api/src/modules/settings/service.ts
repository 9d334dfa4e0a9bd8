import { eq } from 'drizzle-orm';
import { shopSettingsSchema, type CompanyProfile, type ShopSettings } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { DEFAULT_SETTINGS } from './defaults.ts';

const SHOP_KEY = 'shop';

// Read from the database on every call, never kept in the process: a change saved by staff is
// used by the next request of every instance (docs/architecture.md, "One process by default, many
// when it grows"; docs/decisions/0010).

/** The stored settings, with defaults filling anything an older row does not hold yet. */
export async function getShopSettings(db: Db): Promise<ShopSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SHOP_KEY)).limit(1);
  return withDefaults(row?.value);
}

/**
 * The settings inside a transaction that will change them, with their row locked (created with
 * the defaults if missing), so two staff members saving at once are applied one after the other
 * and each audit entry's "before" is what the change really replaced.
 */
export async function getShopSettingsForUpdate(tx: Db): Promise<ShopSettings> {
  await tx
    .insert(settings)
    .values({ key: SHOP_KEY, value: DEFAULT_SETTINGS })
    .onConflictDoNothing();
  const [row] = await tx.select().from(settings).where(eq(settings.key, SHOP_KEY)).for('update');
  return withDefaults(row?.value);
}

function withDefaults(value: unknown): ShopSettings {
  if (!value) return DEFAULT_SETTINGS;
  const stored = value as Partial<ShopSettings>;
  const merged = {
    ...DEFAULT_SETTINGS,
    ...stored,
    company: { ...DEFAULT_SETTINGS.company, ...companyOfOlderRow(stored.company) },
  };
  const parsed = shopSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

/**
 * A profile staff saved before the depot existed had none: the demo depot must not appear on a
 * real shop's pages, so it stays without one until staff add it.
 */
function companyOfOlderRow(company: Partial<CompanyProfile> | undefined) {
  if (!company) return company;
  return 'depot' in company ? company : { ...company, depot: null };
}

export async function saveShopSettings(db: Db, value: ShopSettings): Promise<void> {
  await db
    .insert(settings)
    .values({ key: SHOP_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
