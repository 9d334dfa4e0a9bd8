import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
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
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // Every listing sorts by price or by creation time, with the id as tie-breaker so pages are
    // stable, optionally within a category or a subcategory: one index per shape, so a page is
    // read straight from the index instead of sorting the catalogue. DESC indexes keep NULLS
    // FIRST, the order `ORDER BY ... DESC` asks for; NULLS LAST would never be used.
    index('products_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_price_idx').on(t.price, t.id),
    index('products_cat_created_idx').on(
      t.category,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('products_cat_price_idx').on(t.category, t.price, t.id),
    index('products_sub_created_idx').on(
      t.category,
      t.subCategory,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('products_sub_price_idx').on(t.category, t.subCategory, t.price, t.id),
    index('products_popular_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.popular}`),
    // pg_trgm makes ILIKE '%q%' and similarity() use an index (migration 0000 adds the extension).
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
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
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('blogs_created_idx').on(t.createdAt.desc())],
);

/** Shop-wide settings as one JSON document per key ('shop' holds fees and the company profile). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Newsletter sign-ups from the footer; the admin site lists them (DESIGN.md section 6). */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_email_idx').on(t.email)],
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
    /** Raised by a password reset or a role change; tokens carrying an older value are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    dateOfBirth: text('date_of_birth').notNull().default(''),
    gender: text('gender').notNull().default(''),
    preferences: jsonb('preferences').$type<string[]>().notNull().default([]),
    profilePicture: text('profile_picture').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token sent by e-mail; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_token_idx').on(t.tokenHash)],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const cartItems = pgTable(
  'cart_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId, t.size] })],
);
