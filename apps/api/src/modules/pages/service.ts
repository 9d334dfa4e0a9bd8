import { eq } from 'drizzle-orm';
import {
  LEGAL_MESSAGES as M,
  LEGAL_PAGE_TITLES,
  type LegalPage,
  type LegalPageSlug,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { recordAudit } from '../audit/index.ts';
import { getShopSettings } from '../settings/index.ts';
import { defaultLegalText } from './legal-text.ts';

// Each page's text lives in a settings row of its own (key `page:<slug>`, value `{ text }`),
// rows this module alone writes; no row means the default text built from the company profile.
const keyOf = (slug: LegalPageSlug) => `page:${slug}`;

const textOf = (value: unknown): string | undefined => {
  const text = (value as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : undefined;
};

/** The page as the shop shows it: the staff's text, or the default one. */
export async function getLegalPage(db: Db, slug: LegalPageSlug, lock = false): Promise<LegalPage> {
  const query = db
    .select()
    .from(settings)
    .where(eq(settings.key, keyOf(slug)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  const title = LEGAL_PAGE_TITLES[slug];
  const text = textOf(row?.value);
  if (row && text !== undefined)
    return { slug, title, text, updatedAt: row.updatedAt.toISOString() };
  const { company } = await getShopSettings(db);
  return { slug, title, text: defaultLegalText[slug](company), updatedAt: null };
}

/** Replaces the page's text, with the change in the audit log; the shop shows it at once. */
export async function saveLegalPage(db: Db, actorId: string, slug: LegalPageSlug, text: string) {
  const page = await db.transaction(async (tx) => {
    const before = await getLegalPage(tx, slug, true);
    const now = new Date();
    await tx
      .insert(settings)
      .values({ key: keyOf(slug), value: { text }, updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value: { text }, updatedAt: now } });
    await recordAudit(tx, actorId, {
      action: 'page.update',
      entity: 'page',
      entityId: slug,
      before: { text: before.text, updatedAt: before.updatedAt },
      after: { text },
    });
    return { ...before, text, updatedAt: now.toISOString() };
  });
  return { success: true as const, message: M.saved(page.title), page };
}
