import { randomBytes } from 'node:crypto';

/** 24 hex characters, shaped like the MongoDB ObjectIds the specification's clients expect. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}
