// Migration 0018 removes the tokens of messages that had already failed for good before the
// outbox did so itself at failure (decision 0033, addendum). Its statement, run as the migrator
// runs it on a database holding such messages: failed rows lose their tokens, a message still
// waiting for its try keeps them (it needs a working link).
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newId } from '../../db/ids.ts';
import { migrationsFolder } from '../../db/migrate.ts';
import { mailOutbox } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const TOKEN = 'k3Y_token-0123456789abcdefghijABCDEFGHIJ_xyz';
const FAR = new Date('2099-01-01T00:00:00Z');

async function stored(status: 'failed' | 'pending') {
  const id = newId();
  await t.db.insert(mailOutbox).values({
    id,
    kind: 'password-reset',
    to: `scrub-${id}@example.com`,
    subject: 'Reset your password',
    text: `Open https://shop.test/reset-password/${TOKEN} to choose a new password.`,
    html: `<a href="https://shop.test/newsletter/confirm/${TOKEN}">Confirm</a>`,
    headers: { 'List-Unsubscribe': `<https://shop.test/newsletter/unsubscribe/${TOKEN}>` },
    status,
    attempts: status === 'failed' ? 8 : 0,
    // Never due during the test: the worker leaves the pending one alone.
    nextAttemptAt: FAR,
  });
  return id;
}

const rowOf = async (id: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

describe('migration 0018: tokens removed from messages failed before', () => {
  it('removes them from failed messages only', async () => {
    const failed = await stored('failed');
    const pending = await stored('pending');
    const file = path.join(migrationsFolder(), '0018_scrub_failed_mail_tokens.sql');
    await t.db.execute(sql.raw(fs.readFileSync(file, 'utf8')));

    const scrubbed = await rowOf(failed);
    expect(JSON.stringify([scrubbed.text, scrubbed.html, scrubbed.headers])).not.toContain(TOKEN);
    expect(scrubbed.text).toBe(
      'Open https://shop.test/reset-password/[link removed] to choose a new password.',
    );
    expect(scrubbed.html).toBe(
      '<a href="https://shop.test/newsletter/confirm/[link removed]">Confirm</a>',
    );
    expect(scrubbed.headers).toEqual({
      'List-Unsubscribe': '<https://shop.test/newsletter/unsubscribe/[link removed]>',
    });
    const kept = await rowOf(pending);
    expect(kept.text).toContain(`/reset-password/${TOKEN}`);
    expect(kept.headers).toEqual({
      'List-Unsubscribe': `<https://shop.test/newsletter/unsubscribe/${TOKEN}>`,
    });
  });
});
