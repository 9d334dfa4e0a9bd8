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
