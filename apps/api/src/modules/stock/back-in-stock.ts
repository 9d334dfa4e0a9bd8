// Back in stock (docs/decisions/0031-units-stock-and-tracking.md): once a size's stock rises from
// nothing, every customer who asked about it is mailed once and their request is gone.
import { and, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { products, stockAlerts, users } from '../../db/schema.ts';
import type { MailOutbox } from '../mail/index.ts';
import type { TextOutbox } from '../messaging/index.ts';
import { getShopSettings } from '../settings/index.ts';
import { backInStockMail } from './back-in-stock-mail.ts';
import type { SizeKey } from './service.ts';

export interface BackInStockDeps {
  db: Db;
  /** The outbox (app.mail): each e-mail is written in the transaction that takes its request. */
  mail: Pick<MailOutbox, 'enqueue'>;
  /** The text outbox (app.texts): an SMS or WhatsApp too, for a customer who chose one. */
  texts?: Pick<TextOutbox, 'backInStock'>;
  /** Base of the product link (PUBLIC_URL). */
  publicUrl: string;
  /** Where a failure after the commit is reported (announceBackInStock). */
  log?: FastifyBaseLogger;
}

/**
 * After a commit that brought sizes back: mails the customers waiting for them. The change is
 * saved whatever happens here, so a failure is logged rather than answered (the staff member
 * who cancelled an order or saved a product must not be told it failed); the requests then stay,
 * with no e-mail written (one transaction), and the next time the size comes back mails them.
 */
export async function announceBackInStock(deps: BackInStockDeps, keys: SizeKey[]) {
  if (!keys.length) return;
  try {
    await notifyBackInStock(deps, keys);
  } catch (err) {
    deps.log?.error({ err }, 'back-in-stock mail could not be sent');
  }
}

/** Sizes per DELETE: a large import may bring back thousands at once. */
const KEYS_PER_STATEMENT = 500;

const keyOf = (k: SizeKey) => `${k.productId}\u0000${k.size}`;

/** Distinct sizes, in batches small enough for one statement each. */
function batchesOf(keys: SizeKey[]): SizeKey[][] {
  const unique = [...new Map(keys.map((k) => [keyOf(k), k])).values()];
  const batches: SizeKey[][] = [];
  for (let i = 0; i < unique.length; i += KEYS_PER_STATEMENT) {
    batches.push(unique.slice(i, i + KEYS_PER_STATEMENT));
  }
  return batches;
}

/**
 * Mails every customer waiting for one of these sizes (sizes whose stock came back, as
 * `setStock` and `returnStock` answer them), after the change is committed (so a request written
 * meanwhile is either found here or sees the units itself: stock/alerts.ts). The requests are
 * taken with DELETE ... RETURNING and their e-mails written into the outbox in the same
 * transaction: however many instances see the same sizes come back, each request is mailed by
 * exactly one of them, and a request is never gone without its e-mail. Requests on an archived
 * product stay (its page is gone; nothing can be ordered). Answers how many e-mails were written.
 */
export async function notifyBackInStock(deps: BackInStockDeps, keys: SizeKey[]): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const due: { userId: string; productId: string; size: string }[] = [];
    for (const batch of batchesOf(keys)) {
      const pairs = sql.join(
        batch.map((k) => sql`(${k.productId}, ${k.size})`),
        sql`, `,
      );
      due.push(
        ...(await tx
          .delete(stockAlerts)
          .where(
            and(
              sql`(${stockAlerts.productId}, ${stockAlerts.size}) IN (${pairs})`,
              sql`EXISTS (SELECT 1 FROM ${products} WHERE ${products.id} = ${stockAlerts.productId}
                AND ${products.archivedAt} IS NULL)`,
            ),
          )
          .returning({
            userId: stockAlerts.userId,
            productId: stockAlerts.productId,
            size: stockAlerts.size,
          })),
      );
    }
    if (!due.length) return 0;

    // One after another: a transaction is one connection.
    const people = await tx
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        updatesBy: users.updatesBy,
      })
      .from(users)
      .where(inArray(users.id, [...new Set(due.map((d) => d.userId))]));
    const items = await tx
      .select({ id: products.id, name: products.name, sizes: products.sizes })
      .from(products)
      .where(inArray(products.id, [...new Set(due.map((d) => d.productId))]));
    const settings = await getShopSettings(tx);
    const person = new Map(people.map((p) => [p.id, p]));
    const item = new Map(items.map((p) => [p.id, p]));
    const messages = due.flatMap((request) => {
      const customer = person.get(request.userId);
      const product = item.get(request.productId);
      // Both are still there: the rows cascade with their account and product.
      if (!customer || !product) return [];
      const mail = backInStockMail(
        {
          to: customer.email,
          customerName: customer.name,
          productId: product.id,
          productName: product.name,
          sizes: product.sizes,
          size: request.size,
        },
        { company: settings.company, publicUrl: deps.publicUrl },
      );
      return [{ kind: 'back-in-stock' as const, ...mail }];
    });
    await deps.mail.enqueue(tx, ...messages);
    // The same news by SMS or WhatsApp to the account's phone, where the customer chose it.
    for (const request of due) {
      const customer = person.get(request.userId);
      const product = item.get(request.productId);
      if (!customer || !product || !deps.texts) continue;
      await deps.texts.backInStock(tx, customer, {
        productId: product.id,
        productName: product.name,
        size: request.size,
        sizes: product.sizes,
      });
    }
    return messages.length;
  });
}
