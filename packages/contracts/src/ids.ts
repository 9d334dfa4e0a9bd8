/** Ids look like MongoDB ObjectIds (24 hex characters), for the spec's clients. */
export const ID_PATTERN = /^[0-9a-f]{24}$/i;

export const isId = (value: string): boolean => ID_PATTERN.test(value);
