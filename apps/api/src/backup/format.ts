// The archive `npm run backup` writes (docs/backups.md): a gzip-compressed tar holding
//   manifest.json          what is in it, and the sha256 of every other entry
//   tables/<table>.ndjson  one row a line, as PostgreSQL's row_to_json wrote it
//   images/<key>           every stored image, under its storage key
import { z } from 'zod';

export const ARCHIVE_FORMAT = 'boma-star-shop-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
export const TABLES_DIR = 'tables';
export const IMAGES_DIR = 'images';

export const tableFile = (table: string) => `${TABLES_DIR}/${table}.ndjson`;
export const imageFile = (key: string) => `${IMAGES_DIR}/${key}`;

const release = z.object({
  /** The shop's version (root package.json), null when it names none. */
  version: z.string().nullable(),
  /** The newest migration applied to the database the backup was taken of. */
  migration: z.string(),
  /** How many migrations that database had applied. */
  migrations: z.number().int().min(0),
});
export type Release = z.infer<typeof release>;

const table = z.object({
  name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
  /** The columns written for each row (generated columns are left out: the database makes them). */
  columns: z.array(z.string().regex(/^[a-z_][a-z0-9_]*$/)).min(1),
  rows: z.number().int().min(0),
});
export type TableEntry = z.infer<typeof table>;

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  release,
  database: z.object({ kind: z.enum(['pglite', 'postgres']) }),
  storage: z.object({ kind: z.enum(['local', 's3']) }),
  /** In the order rows are loaded: a table after every table its foreign keys point at. */
  tables: z.array(table),
  images: z.object({ count: z.number().int().min(0), bytes: z.number().int().min(0) }),
  /** sha256 (hex) of every entry but the manifest, by its path in the archive. */
  files: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)),
});
export type Manifest = z.infer<typeof manifestSchema>;
