import { sql, type Column, type SQL } from 'drizzle-orm';

// LIKE and ILIKE treat % and _ as wildcards and \ as their escape: a shopper or a staff member
// searching for "50%" or "a_b" means those characters, so every search pattern is built here.

/** The text with \ % and _ escaped, to stand for itself inside a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern matching values that contain the text anywhere. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** A LIKE pattern matching values that end with the text. */
export const endsWithPattern = (text: string): string => `%${escapeLike(text)}`;

/**
 * Whether a lower-cased column (`products.name_folded`) contains the text, ignoring case. The
 * pattern is lowered by PostgreSQL, as the column was, so both fold the same way; LIKE on folded
 * text compares bytes, where ILIKE folds every candidate again: 'cement' over 100,000 products
 * took two thirds of the time.
 */
export const foldedContains = (folded: SQL | Column, text: string): SQL =>
  foldedLike(folded, containsPattern(text));

/** The same with the pattern given (or a prepared statement's placeholder for it). */
export const foldedLike = (folded: SQL | Column, pattern: unknown): SQL =>
  sql`${folded} LIKE lower(${pattern})`;
