import type { z } from 'zod';
import { SETTINGS_MESSAGES as M, type adminSettingsUpdateSchema } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import { getShopSettings, getShopSettingsForUpdate, saveShopSettings } from './service.ts';

type SettingsUpdate = z.output<typeof adminSettingsUpdateSchema>;

export async function getAdminSettings(db: Db) {
  return { success: true as const, settings: await getShopSettings(db) };
}

/**
 * Replaces the fees and the company profile (the currency stays SSP). Nothing is cached in the
 * process, so GET /api/settings, checkout pricing and e-mails use the new values from the next
 * request on, on every instance.
 */
export async function updateAdminSettings(db: Db, actorId: string, input: SettingsUpdate) {
  const settings = await db.transaction(async (tx) => {
    const before = await getShopSettingsForUpdate(tx);
    // A client that does not send the TIN keeps the stored one.
    const company = {
      ...input.company,
      taxNumber: input.company.taxNumber ?? before.company.taxNumber,
    };
    const after = { ...before, ...input, company };
    await saveShopSettings(tx, after);
    await recordAudit(tx, actorId, {
      action: 'settings.update',
      entity: 'settings',
      entityId: 'shop',
      before,
      after,
    });
    return after;
  });
  return { success: true as const, message: M.saved, settings };
}
