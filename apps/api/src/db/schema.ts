import { isNull, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  primaryKey,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  BLOG_STORED_STATUSES,
  MAIL_KINDS,
  MAIL_STATUSES,
  TEXT_CHANNELS,
  TEXT_KINDS,
  TEXT_STATUSES,
  UPDATE_CHANNELS,
  PAYMENT_ATTEMPT_STATUSES,
  PRODUCT_TYPES,
  QUOTATION_STORED_STATUSES,
  STAFF_ROLES,
  STOCK_REASONS,
  UNITS,
  type Address,
  type InvoiceDocument,
  type ProductType,
  type QuotationLine,
} from '@shop/contracts';

/** Every moment is stored with its time zone and read as a Date. */
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** When a row was written or last changed, set by the database. */
const createdAt = () => moment('created_at').notNull().defaultNow();
const updatedAt = () => moment('updated_at').notNull().defaultNow();
/** A row that belongs to an account or a product goes when its owner is deleted. */
const ownedByUser = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const ownedByProduct = () =>
  text('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    // The name in lower case, kept by PostgreSQL: searches compare it with LIKE, which compares
    // bytes, where ILIKE folds the case of every candidate name again (sql-like.ts).
    nameFolded: text('name_folded')
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
    // Whole South Sudanese pounds; bigint because bulk orders pass 2^31.
    price: bigint('price', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    sizes: jsonb('sizes').$type<string[]>().notNull(),
    category: text('category').notNull(),
    subCategory: text('sub_category').notNull(),
    averageRating: real('average_rating').notNull().default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    popular: boolean('popular').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Archived products leave the shop but stay in the database, so past orders keep them. */
    archivedAt: moment('archived_at'),
    // The unit the price is per ('per 50 kg bag'): contracts' stock-rules.ts.
    productType: text('product_type', { enum: PRODUCT_TYPES }).notNull().default('goods'),
    measurement: text('measurement').notNull().default(''),
    unit: text('unit', { enum: UNITS }).notNull().default('piece'),
    /** Off: sold without counting (services, fuel by the litre); product_stock is not read. */
    trackStock: boolean('track_stock').notNull().default(false),
  },
  (t) => {
    // The shop lists only products that are not archived: every storefront index is partial on
    // that, so a page is still read straight from an index and a count reads only the index.
    const listed = sql`${t.archivedAt} IS NULL`;
    return [
      // Every listing sorts by price or by creation time, with the id as tie-breaker so pages are
      // stable, optionally within a category or a subcategory: one index per shape, so a page is
      // read straight from the index instead of sorting the catalogue. DESC indexes keep NULLS
      // FIRST, the order `ORDER BY ... DESC` asks for; NULLS LAST would never be used.
      index('products_created_idx')
        .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(listed),
      index('products_price_idx').on(t.price, t.id).where(listed),
      index('products_cat_created_idx')
        .on(t.category, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(listed),
      index('products_cat_price_idx').on(t.category, t.price, t.id).where(listed),
      index('products_sub_created_idx')
        .on(t.category, t.subCategory, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(listed),
      index('products_sub_price_idx').on(t.category, t.subCategory, t.price, t.id).where(listed),
      index('products_popular_idx')
        .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(sql`${t.popular} AND ${t.archivedAt} IS NULL`),
      // The admin site's list of archived products (few, newest archived first).
      index('products_archived_idx')
        .on(t.archivedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(sql`${t.archivedAt} IS NOT NULL`),
      // pg_trgm makes LIKE '%q%' and similarity() use an index (migration 0000 adds the
      // extension), on the folded name: trigrams ignore case anyway. Not partial: staff search archived products too. Without fastupdate a new or
      // renamed product goes straight into the index: with it, changes wait in a pending list
      // (up to 4 MB) that every search reads in full until vacuum merges it; after seeding
      // 100,000 products a search finding nothing took 2.9 ms of database time instead of 0.2.
      // Product writes are rare, searches are not (docs/decisions/0030-catalogue-query-speed.md).
      index('products_name_trgm_idx')
        .using('gin', t.nameFolded.op('gin_trgm_ops'))
        .with({ fastupdate: false }),
    ];
  },
);

/**
 * Products the shop sells: archived ones leave every storefront list, search, suggestion and
 * related list. Beside the table because the storefront's indexes above are partial on this very
 * condition, and a query must say it the same way for PostgreSQL to use them.
 */
export const isListed = () => isNull(products.archivedAt);

/**
 * Units in stock of each size of a tracked product. Orders take units with a guarded UPDATE
 * (quantity >= wanted), never read-then-write; the CHECK is the last line of defence.
 */
export const productStock = pgTable(
  'product_stock',
  {
    productId: ownedByProduct(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size] }),
    check('product_stock_not_negative', sql`${t.quantity} >= 0`),
    // The dashboard's low-stock list reads the fewest first.
    index('product_stock_quantity_idx').on(t.quantity),
  ],
);

/**
 * What a size has of its own (decision 0074): a price when it sells at another than the product's
 * (`products.price` is then the lowest of its sizes, so every listing index and price filter stays
 * right), and, for staff only, its SKU and what one unit costs the shop. A size with none of the
 * three has no row; the rows always name sizes the product has (catalog writes them with it).
 */
export const productSizes = pgTable(
  'product_sizes',
  {
    productId: ownedByProduct(),
    size: text('size').notNull(),
    /** Whole SSP; null: the product's price. */
    price: bigint('price', { mode: 'number' }),
    /** The staff's stock-keeping code, as typed (trimmed). */
    sku: text('sku'),
    /** Whole SSP the shop pays for one unit; never shown to customers. */
    cost: bigint('cost', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size] }),
    // A code names one size of one product, whatever its case ("ab-1" is "AB-1").
    uniqueIndex('product_sizes_sku_idx')
      .on(sql`lower(${t.sku})`)
      .where(sql`${t.sku} IS NOT NULL`),
    check('product_sizes_price_positive', sql`${t.price} > 0`),
    check('product_sizes_cost_not_negative', sql`${t.cost} >= 0`),
  ],
);

/** Every change of a size's stock: who, when, why, before and after. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: text('id').primaryKey(),
    productId: ownedByProduct(),
    size: text('size').notNull(),
    before: integer('before').notNull(),
    after: integer('after').notNull(),
    reason: text('reason', { enum: STOCK_REASONS }).notNull(),
    orderId: text('order_id').references(() => orders.id),
    /** The person who made the change; kept by name too, should the account go. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    /** Goods received: the supplier and the cost of one unit in whole SSP, when staff said. */
    supplier: text('supplier'),
    unitCost: bigint('unit_cost', { mode: 'number' }),
    /** Why staff changed it (what was damaged, a recount, a delivery note's number). */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productId, t.createdAt.desc(), t.id.desc()),
    index('stock_movements_order_idx').on(t.orderId),
  ],
);

/** A signed-in customer's wish to be e-mailed once when a size is back in stock. */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    userId: ownedByUser(),
    productId: ownedByProduct(),
    size: text('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId, t.size] }),
    index('stock_alerts_product_idx').on(t.productId, t.size),
  ],
);

export const blogs = pgTable(
  'blogs',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    category: text('category').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    /** A draft is seen by staff alone; a published post by everyone from `publishedAt` on. */
    status: text('status', { enum: BLOG_STORED_STATUSES }).notNull().default('published'),
    /** When it appears on the shop (a future time schedules it); a draft may have none yet. */
    publishedAt: moment('published_at'),
  },
  (t) => [
    index('blogs_created_idx').on(t.createdAt.desc()),
    // The public lists, newest first, and a post's neighbours: published posts only.
    index('blogs_published_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    check('blogs_status_known', sql`${t.status} IN ('draft', 'published')`),
    check('blogs_published_has_time', sql`${t.status} = 'draft' OR ${t.publishedAt} IS NOT NULL`),
  ],
);

/** Shop-wide settings as one JSON document per key ('shop' holds fees and the company profile). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Newsletter addresses with double opt-in (docs/architecture.md, "Where the specifications disagree
 * or are silent"): 'pending' until the mailed link is followed, then 'confirmed'; 'unsubscribed' by
 * the link every mail carries. Only hashes of the two tokens are kept, as for password resets (the
 * unsubscribe token is derived from the confirmation token: modules/newsletter/tokens.ts).
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    /** 'pending' | 'confirmed' | 'unsubscribed' (SUBSCRIBER_STATUSES in contracts). */
    status: text('status').notNull().default('pending'),
    /** SHA-256 of the confirmation link's token: opened again it says 'already confirmed'. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: moment('confirm_expires_at'),
    /** SHA-256 of the unsubscribe link's token, kept for the life of the address. */
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    createdAt: createdAt(),
    confirmedAt: moment('confirmed_at'),
    unsubscribedAt: moment('unsubscribed_at'),
    /**
     * When the mail server refused the address for good (SMTP 5xx): no campaign goes to it again
     * (docs/decisions/0058-newsletter-campaigns.md). Cleared when the address signs up again.
     */
    bouncedAt: moment('bounced_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('newsletter_email_idx').on(t.email),
    uniqueIndex('newsletter_confirm_token_idx').on(t.confirmTokenHash),
    uniqueIndex('newsletter_unsubscribe_token_idx').on(t.unsubscribeTokenHash),
    index('newsletter_status_idx').on(t.status, t.createdAt.desc()),
  ],
);

/**
 * Newsletter campaigns (docs/decisions/0058-newsletter-campaigns.md): what staff write, and where
 * its sending stands. The products are ids in the order picked; their cards are read when a
 * message is written, so a message shows the price of that moment.
 */
export const newsletterCampaigns = pgTable(
  'newsletter_campaigns',
  {
    id: text('id').primaryKey(),
    subject: text('subject').notNull(),
    preheader: text('preheader').notNull().default(''),
    /** The small Markdown of packages/contracts/src/campaign-mail.ts. */
    body: text('body').notNull(),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    /** utm_campaign of its links: set once, when the draft is first saved. */
    utmCampaign: text('utm_campaign').notNull(),
    /** CAMPAIGN_STATUSES in contracts. */
    status: text('status').notNull().default('draft'),
    scheduledAt: moment('scheduled_at'),
    startedAt: moment('started_at'),
    finishedAt: moment('finished_at'),
    cancelledAt: moment('cancelled_at'),
    /** Landing requests on the storefront from its links (utm_campaign), counted by the server. */
    visits: integer('visits').notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('newsletter_campaigns_utm_idx').on(t.utmCampaign),
    index('newsletter_campaigns_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // The sender's look-ups: due scheduled campaigns, campaigns being sent.
    index('newsletter_campaigns_status_idx').on(t.status, t.scheduledAt),
    check(
      'newsletter_campaigns_status_known',
      sql`${t.status} in ('draft', 'scheduled', 'sending', 'sent', 'cancelled')`,
    ),
  ],
);

/**
 * One row per subscriber a campaign goes to, written when its sending starts (the confirmed
 * addresses of that moment). `mailId` is set in the transaction that writes the message into the
 * outbox, so a row is handed over once or not at all, whatever process dies when; `dueAt` is the
 * minute it was given, which keeps the rate of the settings; `skippedAt` marks an address that
 * left or bounced before its turn. The unsubscribe token is fresh for each row, and only its hash
 * is kept.
 */
export const newsletterCampaignRecipients = pgTable(
  'newsletter_campaign_recipients',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: 'cascade' }),
    subscriberId: text('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    /** The order in which the recipients are handed over. */
    seq: integer('seq').notNull(),
    mailId: text('mail_id'),
    dueAt: moment('due_at'),
    skippedAt: moment('skipped_at'),
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    unsubscribedAt: moment('unsubscribed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.subscriberId] }),
    uniqueIndex('newsletter_recipients_token_idx').on(t.unsubscribeTokenHash),
    uniqueIndex('newsletter_recipients_mail_idx').on(t.mailId),
    // The rows still to hand over, in order.
    index('newsletter_recipients_waiting_idx')
      .on(t.campaignId, t.seq)
      .where(sql`${t.mailId} is null and ${t.skippedAt} is null`),
  ],
);

/**
 * Messages from the company site's contact forms: stored first, then e-mailed to the company, so
 * none is lost while the mail server is down (`emailedAt` stays null until the copy goes out).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    phone: text('phone').notNull().default(''),
    message: text('message').notNull(),
    createdAt: createdAt(),
    readAt: moment('read_at'),
    archivedAt: moment('archived_at'),
    emailedAt: moment('emailed_at'),
    /** The last answer (contact_replies holds them all): when, and the staff member's name. */
    repliedAt: moment('replied_at'),
    repliedBy: text('replied_by'),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

/**
 * Answers to a contact message (decision 0064): a reply mailed from the admin (`text`, and the
 * outbox message that carries it) or a note that someone answered elsewhere (no text). The
 * staff member's name is kept as it was, like the stock history's.
 */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: text('id').primaryKey(),
    messageId: text('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    text: text('text'),
    mailId: text('mail_id'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
);

/**
 * What visitors asked that found nothing (decision 0020): the assistant's product questions with no
 * product, and the collection's searches with no result. Kept for the staff's 'Unanswered
 * questions' (what to stock). Only the words, normalised (modules/questions/question-text.ts):
 * no account, no address, no session, and phone-number-like digits taken out.
 */
export const assistantQuestions = pgTable(
  'assistant_questions',
  {
    text: text('text').notNull(),
    /** 'assistant' | 'search' (UNANSWERED_SOURCES in contracts). */
    source: text('source').notNull(),
    /**
     * How often it was asked here: a repeat adds one instead of a row (migration 0017), so the
     * table grows with different questions only, never with how often one is asked.
     */
    count: integer('count').notNull().default(1),
    firstAskedAt: moment('first_asked_at').notNull().defaultNow(),
    lastAskedAt: moment('last_asked_at').notNull().defaultNow(),
  },
  (t) => [
    // One row per question and place: the upsert's target, and grouping and clearing by text.
    primaryKey({ columns: [t.text, t.source] }),
    // The hourly prune deletes what was last asked before the kept days (unansweredKeepDays).
    index('assistant_questions_last_asked_idx').on(t.lastAskedAt),
  ],
);

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored lower-case: addresses are compared without regard to case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    /**
     * Which kind of staff (docs/decisions/0068-staff-roles.md): set exactly when `role` is
     * 'admin' (a check says so), so "is staff" stays `role = 'admin'` everywhere.
     */
    staffRole: text('staff_role', { enum: STAFF_ROLES }),
    /** Raised by a password reset or a role change; tokens carrying an older value are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    dateOfBirth: text('date_of_birth').notNull().default(''),
    gender: text('gender').notNull().default(''),
    preferences: jsonb('preferences').$type<string[]>().notNull().default([]),
    profilePicture: text('profile_picture').notNull().default(''),
    /** The order updates last chosen at checkout, offered first next time (decision 0066). */
    updatesBy: text('updates_by', { enum: UPDATE_CHANNELS }).notNull().default('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    check(
      'users_staff_role_check',
      sql`(${t.role} = 'admin') = (${t.staffRole} IS NOT NULL) AND (${t.staffRole} IS NULL OR ${t.staffRole} IN ('owner', 'sales', 'warehouse', 'content'))`,
    ),
  ],
);

/**
 * One row per signed-in device: a token names its session (`sid`), and signing out deletes the
 * row, so the token stops working on the server and not only in the browser.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: ownedByUser(),
    expiresAt: moment('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    userId: ownedByUser(),
    /** SHA-256 of the token sent by e-mail; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_idx').on(t.tokenHash)],
);

/**
 * A change of the account's e-mail address waiting for its link, mailed to the new address, to be
 * opened (docs/decisions/0051-email-change-and-saved-addresses.md). One waits at a time: a new
 * request ends the earlier ones. Rows stay once used or ended, so an old link can say why it no
 * longer works.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: text('id').primaryKey(),
    userId: ownedByUser(),
    /** Lower-case, like users.email. */
    newEmail: text('new_email').notNull(),
    /** SHA-256 of the token sent by e-mail; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** The sign-in that asked: it stays signed in when the change is made, the others end. */
    sessionId: text('session_id'),
    expiresAt: moment('expires_at').notNull(),
    confirmedAt: moment('confirmed_at'),
    /** Replaced by a newer request, cancelled, or ended by a password reset. */
    endedAt: moment('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_changes_token_idx').on(t.tokenHash),
    index('email_changes_user_idx').on(t.userId),
  ],
);

/**
 * A signed-in customer's delivery addresses (docs/decisions/0051-email-change-and-saved-addresses.md):
 * added on the profile or by a placed order, at most SAVED_ADDRESSES_MAX per account.
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: text('id').primaryKey(),
    userId: ownedByUser(),
    address: jsonb('address').$type<Address>().notNull(),
    /** addressMatchKey of the address: one row per address and account. */
    matchKey: text('match_key').notNull(),
    /** When an order last went to it: the checkout offers the latest first. */
    lastUsedAt: moment('last_used_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('saved_addresses_user_key_idx').on(t.userId, t.matchKey)],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: ownedByUser(),
    productId: ownedByProduct(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const cartItems = pgTable(
  'cart_items',
  {
    userId: ownedByUser(),
    productId: ownedByProduct(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId, t.size] })],
);

/** What an order keeps of each product at the time it was placed (prices may change later). */
export interface OrderItemSnapshot {
  productId: string;
  name: string;
  /** The first image URL of the product when the order was placed. */
  image: string;
  /** Unit price in whole SSP. */
  price: number;
  category: string;
  /** The unit the price was per; absent on orders placed before units existed (goods, piece). */
  productType?: ProductType;
  measurement?: string;
  unit?: string;
  size: string;
  quantity: number;
  /** True when the order took this line's units from stock (and a cancellation returns them). */
  stockTaken?: boolean;
}

/** One change of an order's status, kept for the customer's and the staff's history. */
export interface OrderStatusChange {
  status: string;
  /** ISO time of the change. */
  at: string;
  note?: string;
  /** Who made the change (the customer who placed it, a staff member); absent for the shop. */
  by?: { id: string; name: string };
  /**
   * A staff move that can be taken back for a while (STATUS_UNDO_SECONDS): the outbox row of its
   * e-mail to the customer, held until then, which an undo withdraws.
   */
  mailId?: string;
  /** The move marked a cash order paid (Delivered): an undo marks it unpaid again. */
  paidInCash?: true;
}

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    // Orders outlive nothing: a user with orders is never deleted (no cascade on purpose).
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    items: jsonb('items').$type<OrderItemSnapshot[]>().notNull(),
    address: jsonb('address').$type<Address>().notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    deliveryFee: bigint('delivery_fee', { mode: 'number' }).notNull(),
    /**
     * A discount staff gave, with its reason (docs/decisions/0070-staff-orders.md): whole SSP,
     * never more than the subtotal; 0 and null for every other order.
     */
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    discountReason: text('discount_reason'),
    /** subtotal + deliveryFee - discount, recomputed on the server from database prices. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paymentMethod: text('payment_method', { enum: ['cod', 'mobile_money'] }).notNull(),
    /** True once the money is in: an admin confirms mobile money; cash is paid on delivery. */
    payment: boolean('payment').notNull().default(false),
    paidAt: moment('paid_at'),
    mobileProvider: text('mobile_provider'),
    /** Normalised to +2119XXXXXXXX. */
    mobileNumber: text('mobile_number'),
    /** The mobile-money transaction id the customer reports after paying. */
    transactionId: text('transaction_id'),
    /**
     * What staff saw arrive on the provider's statement when they confirmed (SSP): short of the
     * amount, the order stays unpaid with the difference shown; null before any confirmation.
     */
    amountReceived: bigint('amount_received', { mode: 'number' }),
    status: text('status').notNull(),
    statusHistory: jsonb('status_history').$type<OrderStatusChange[]>().notNull(),
    /** The client's Idempotency-Key: a retried request finds the first order by it. */
    idempotencyKey: text('idempotency_key'),
    /**
     * The newsletter campaign whose link the browser landed from within the campaign cookie's
     * life (docs/decisions/0061); null for every other order, and when the campaign is deleted.
     */
    campaignId: text('campaign_id').references(() => newsletterCampaigns.id, {
      onDelete: 'set null',
    }),
    /**
     * How the customer chose to hear of the order besides e-mail: 'sms' or 'whatsapp' to the
     * delivery phone, or 'email' only (docs/decisions/0066).
     */
    updatesBy: text('updates_by', { enum: UPDATE_CHANNELS }).notNull().default('email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc()),
    // Tracking finds an order by its number, the id's last 6 characters.
    index('orders_number_idx').on(sql`right(${t.id}, 6)`),
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    // A campaign's orders, counted for its figures.
    index('orders_campaign_idx')
      .on(t.campaignId)
      .where(sql`${t.campaignId} is not null`),
    // One mobile-money payment pays one order, even when two staff confirm at the same moment.
    uniqueIndex('orders_paid_transaction_idx')
      .on(t.transactionId)
      .where(sql`${t.payment} and ${t.transactionId} is not null`),
  ],
);

/**
 * Invoices (docs/decisions/0067-invoices-orders-csv-bulk-actions.md): at most one per order,
 * numbered from its year's counter in `invoice_counters` in the transaction that issues it, so
 * numbers are unique and leave no gap (a rolled-back issue gives its number back). The document
 * is what the invoice said when it was issued; nothing changes it afterwards.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** The year of issue in Juba time and the place in that year's sequence: INV-2026-000123. */
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    issuedBy: text('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: moment('issued_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_order_idx').on(t.orderId),
    uniqueIndex('invoices_number_idx').on(t.number),
    uniqueIndex('invoices_year_sequence_idx').on(t.year, t.sequence),
  ],
);

/** The last invoice number given in each year; its row is locked while an invoice is issued. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * Quotations and proforma invoices for organisations (docs/decisions/0069-quotations.md). Lines
 * keep their quoted prices: an accepted quotation becomes an order at these prices, whatever the
 * catalogue says by then.
 */
export const quotations = pgTable(
  'quotations',
  {
    id: text('id').primaryKey(),
    /** 'Q-2026-0007', from quotation_counters in the transaction that creates the row. */
    number: text('number').notNull(),
    status: text('status', { enum: QUOTATION_STORED_STATUSES }).notNull().default('draft'),
    organisation: text('organisation').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    /** The last shop day (Juba) it may be accepted, 'YYYY-MM-DD'. */
    validUntil: text('valid_until').notNull(),
    lines: jsonb('lines').$type<QuotationLine[]>().notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    deliveryFee: bigint('delivery_fee', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    notes: text('notes').notNull().default(''),
    /** SHA-256 of the mailed link's token (a new one each time it is sent); null before. */
    tokenHash: text('token_hash'),
    /** The customer who asked for it from the cart; null when staff made it. */
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The order its acceptance placed. */
    orderId: text('order_id').references(() => orders.id),
    sentAt: moment('sent_at'),
    acceptedAt: moment('accepted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quotations_number_idx').on(t.number),
    uniqueIndex('quotations_token_idx').on(t.tokenHash),
    uniqueIndex('quotations_order_idx').on(t.orderId),
    index('quotations_status_created_idx').on(t.status, t.createdAt.desc()),
    index('quotations_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** The last number given to a quotation in each year (Juba): the sequence behind Q-YYYY-NNNN. */
export const quotationCounters = pgTable('quotation_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    productId: ownedByProduct(),
    userId: ownedByUser(),
    rating: integer('rating').notNull(),
    /** Stored exactly as written; every screen renders it as text, never as HTML. */
    title: text('title').notNull(),
    comment: text('comment').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One review per customer per product (docs/spec/storefront.md section 4).
    uniqueIndex('reviews_product_user_idx').on(t.productId, t.userId),
    index('reviews_product_status_idx').on(t.productId, t.status, t.createdAt.desc()),
    index('reviews_status_created_idx').on(t.status, t.createdAt.desc()),
    index('reviews_user_idx').on(t.userId),
  ],
);

/** Every change made through the admin site: who, what, when, and the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    /** The staff member; kept as text (no foreign key) so the log outlives a demoted account. */
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** e.g. 'product.update', 'order.status', 'review.approve'. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_entity_idx').on(t.entity, t.entityId, t.createdAt.desc()),
  ],
);

/**
 * One row per kind of content pages and cached answers are made of (catalogue, blog, site). A
 * change bumps its row; every instance reads the rows often and drops what was made from an older
 * version (docs/decisions/0028-page-and-answer-caches.md).
 */
export const cacheVersions = pgTable('cache_versions', {
  tag: text('tag').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * One row: the version of what product lists filter and order by (names, prices, categories,
 * popularity, archive, creation). A trigger raises it with every statement that changes those
 * columns of `products`, through the API or not (migration 0016); the in-process name index
 * (modules/catalog/name-index/) answers only while it was built at the version held here.
 */
export const productListingVersion = pgTable(
  'product_listing_version',
  {
    one: boolean('one').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('product_listing_version_one_row', sql`${t.one}`)],
);

/**
 * Every e-mail the shop sends (docs/decisions/0033-mail-outbox.md): written in the transaction of
 * the change that causes it, then sent by a worker of any instance. A worker claims due rows with
 * FOR UPDATE SKIP LOCKED (pending -> sending), so each message is sent by one worker at most once.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Where the recipient's Reply goes: an address, or a name and an address. */
    replyTo: jsonb('reply_to').$type<string | { name: string; address: string }>(),
    /** Extra headers, such as List-Unsubscribe. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    /** Tries begun so far (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    /** Why the last try failed, in a line: the mail server's words, never a password. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: moment('sent_at'),
    claimedAt: moment('claimed_at'),
    /** The instance (host, process, start) whose worker claimed it last. */
    claimedBy: text('claimed_by'),
    /** A contact message's copy: once sent, the message is marked e-mailed. */
    contactMessageId: text('contact_message_id').references(() => contactMessages.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    // The workers' claim: due pending rows, soonest first.
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    // The staff's Mail page: a tab's rows, newest first.
    index('mail_outbox_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('mail_outbox_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('mail_outbox_status_known', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);

/**
 * SMS and WhatsApp messages (docs/decisions/0066-order-updates-by-sms-and-whatsapp.md): an outbox
 * beside `mail_outbox`, claimed and retried by the same statements (db/outbox-claims.ts), written
 * by the transaction of the change that causes each message.
 */
export const textOutbox = pgTable(
  'text_outbox',
  {
    id: text('id').primaryKey(),
    channel: text('channel', { enum: TEXT_CHANNELS }).notNull(),
    kind: text('kind', { enum: TEXT_KINDS }).notNull(),
    /** E.164, +211... */
    to: text('to_number').notNull(),
    /** The template's name (WhatsApp's approved template; the SMS text is rendered from it). */
    template: text('template').notNull(),
    /** The template's body parameters, in order. */
    params: jsonb('params').$type<string[]>().notNull(),
    /** What the recipient reads (the SMS body; WhatsApp's rendered template, for staff). */
    text: text('text').notNull(),
    /** The order it is about, if any. */
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The provider's id (Twilio's Message SID, WhatsApp's wamid): its callbacks name it. */
    providerMessageId: text('provider_message_id'),
    status: text('status', { enum: TEXT_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    /**
     * The shop day ('YYYY-MM-DD') whose caps this message holds a place in: a try after one the
     * provider may have taken (no answer) keeps that place instead of taking a second.
     */
    capDay: text('cap_day'),
    createdAt: createdAt(),
    sentAt: moment('sent_at'),
    deliveredAt: moment('delivered_at'),
    claimedAt: moment('claimed_at'),
    claimedBy: text('claimed_by'),
  },
  (t) => [
    index('text_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('text_outbox_created_idx').on(t.createdAt.desc(), t.id.desc()),
    uniqueIndex('text_outbox_provider_id_idx').on(t.channel, t.providerMessageId),
    check(
      'text_outbox_status_known',
      sql`${t.status} in ('pending', 'sending', 'sent', 'delivered', 'failed')`,
    ),
  ],
);

/**
 * Numbers that asked for no more messages: an SMS "STOP", or a WhatsApp user who blocked the shop.
 * Nothing is written or sent to them again on any channel until staff remove the row.
 */
export const textOptOuts = pgTable('text_opt_outs', {
  /** E.164, +211... */
  number: text('number').primaryKey(),
  /** Where it came from: 'sms-stop' or 'whatsapp-blocked'. */
  source: text('source').notNull(),
  createdAt: createdAt(),
});

/**
 * Text messages counted against the day's caps (per number, and the whole shop), by the shop's
 * day: a worker takes one from both, in one statement each, before it sends.
 */
export const textDailyCounts = pgTable(
  'text_daily_counts',
  {
    day: text('day').notNull(),
    /** 'shop', or the number '+211...'. */
    scope: text('scope').notNull(),
    sent: integer('sent').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.scope] })],
);

/**
 * Each request the shop made to a mobile money operator to collect an order's money
 * (docs/decisions/0046-mobile-money-attempts.md). The reference is chosen and stored before the
 * request is sent, so whatever happens next the operator can be asked about it. Workers of any
 * instance claim due pending rows with FOR UPDATE SKIP LOCKED and ask the operator.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** The operator asked ('MTN'). */
    provider: text('provider').notNull(),
    /** Ours, sent as X-Reference-Id: the operator knows the request by it. */
    referenceId: text('reference_id').notNull(),
    /** The order's amount when the request was made, in whole pounds. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The payer's number, +2119XXXXXXXX. */
    phone: text('phone').notNull(),
    status: text('status', { enum: PAYMENT_ATTEMPT_STATUSES }).notNull().default('pending'),
    /** Why it failed or expired, or what staff must check about a success. */
    reason: text('reason'),
    /** The operator's own id of the money moved (its statement shows it). */
    providerTransactionId: text('provider_transaction_id'),
    /** Times the operator was asked for the status (a claim counts one). */
    checks: integer('checks').notNull().default(0),
    /** When a worker may ask the operator next (a claim pushes it on by a lease). */
    nextCheckAt: moment('next_check_at').notNull().defaultNow(),
    /** Undecided after this, the attempt expires. */
    expiresAt: moment('expires_at').notNull(),
    /** The instance whose worker claimed it last. */
    claimedBy: text('claimed_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_attempts_reference_idx').on(t.provider, t.referenceId),
    // At most one request per order waits for the payer at a time: nothing is charged twice.
    uniqueIndex('payment_attempts_one_pending_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'pending'`),
    // The workers' claim: due pending attempts, soonest first.
    index('payment_attempts_due_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.status} = 'pending'`),
    index('payment_attempts_order_idx').on(t.orderId, t.createdAt.desc()),
    check(
      'payment_attempts_status_known',
      sql`${t.status} in ('pending', 'successful', 'failed', 'expired')`,
    ),
  ],
);
