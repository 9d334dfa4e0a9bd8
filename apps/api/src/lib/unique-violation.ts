/**
 * Whether `err` is PostgreSQL's unique violation (23505) of `constraint`: drizzle wraps the
 * driver's error (node-postgres or PGlite) in its own, so the causes are looked at too.
 */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  let current = err;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const { code, constraint: name } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === constraint || current.message.includes(constraint);
    current = current.cause;
  }
  return false;
}
