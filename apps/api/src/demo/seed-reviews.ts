import { randomBytes } from 'node:crypto';
import { asc, inArray } from 'drizzle-orm';
import type { Category } from '@shop/contracts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { products, reviews, users } from '../db/schema.ts';
import { hashPassword } from '../modules/users/index.ts';
import { DEMO_REVIEW_TEXTS, DEMO_REVIEWERS, GROUP_OF } from './reviews.ts';
import { refreshProductRating } from '../modules/reviews/stats.ts';

const HOUR = 3_600_000;
/** The newest arrivals (younger than a day) have no reviews yet. */
const MIN_AGE_MS = 24 * HOUR;
/** Every so many reviewed products, the newest review still waits in the staff's queue. */
const PENDING_EVERY = 8;

const emailOf = (name: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@demo.invalid`;

/**
 * Demo reviews for the demo catalogue, so a new shop looks lived in: every popular product and
 * every third other one gets two to six reviews from the demo customers, mostly approved, a few
 * pending. Chosen by rule, not at random, so every seeded database holds the same reviews.
 * The products' stored ratings are computed by the same function every review change uses.
 * Answers the number of reviews written.
 */
export async function seedDemoReviews(db: Db, now: Date): Promise<number> {
  // One random password nobody ever sees: the accounts exist to sign reviews, not to sign in.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return db.transaction(async (tx) => {
    const emails = DEMO_REVIEWERS.map(emailOf);
    await tx
      .insert(users)
      .values(
        DEMO_REVIEWERS.map((name, i) => ({
          id: newId(),
          name,
          email: emails[i]!,
          passwordHash,
          createdAt: new Date(now.getTime() - (400 - i * 9) * 24 * HOUR),
        })),
      )
      .onConflictDoNothing({ target: users.email });
    const accounts = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    const reviewerIds = emails
      .map((email) => accounts.find((a) => a.email === email)?.id)
      .filter((id): id is string => id !== undefined);
    if (!reviewerIds.length) return 0;

    const catalogue = await tx
      .select({
        id: products.id,
        category: products.category,
        popular: products.popular,
        createdAt: products.createdAt,
      })
      .from(products)
      .orderBy(asc(products.createdAt), asc(products.id));

    const rows: (typeof reviews.$inferInsert)[] = [];
    const reviewed: string[] = [];
    catalogue.forEach((product, i) => {
      const age = now.getTime() - product.createdAt.getTime();
      const group = GROUP_OF[product.category as Category];
      if (!group || age < MIN_AGE_MS || !(product.popular || i % 3 === 0)) return;
      const texts = DEMO_REVIEW_TEXTS[group];
      const count = Math.min(texts.length, reviewerIds.length, 2 + (i % 4) + +product.popular);
      const withPending = reviewed.length % PENDING_EVERY === PENDING_EVERY - 1;
      reviewed.push(product.id);
      for (let k = 0; k < count; k++) {
        const text = texts[(i * 3 + k) % texts.length]!;
        // Consecutive reviewers from a place that moves along the list: distinct per product.
        const userId = reviewerIds[(i * 5 + k) % reviewerIds.length]!;
        const at = product.createdAt.getTime() + HOUR + ((age - 2 * HOUR) * (k + 1)) / (count + 1);
        const date = new Date(Math.round(at));
        rows.push({
          id: newId(),
          productId: product.id,
          userId,
          rating: text.rating,
          title: text.title,
          comment: text.comment,
          status: withPending && k === count - 1 ? 'pending' : 'approved',
          createdAt: date,
          updatedAt: date,
        });
      }
    });
    if (!rows.length) return 0;
    const written = await tx
      .insert(reviews)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    for (const productId of reviewed) await refreshProductRating(tx, productId);
    return written.length;
  });
}
