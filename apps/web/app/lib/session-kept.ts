/**
 * What this browser keeps for one session only (changes made without a connection, the
 * favourites last read): stored under `key` with the session's token, so another account signed
 * in here never reads it. Storage that is full or refused keeps nothing: the value then lives
 * for this visit only, in the caller's memory.
 */
export function readSessionKept<T>(key: string, token: string): T | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(key) ?? 'null') as {
      token?: string;
      value?: T;
    } | null;
    return kept?.token === token ? kept.value : undefined;
  } catch {
    return undefined;
  }
}

export function keepForSession(key: string, token: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify({ token, value }));
  } catch {
    // Full or refused: see above.
  }
}

export function forgetSessionKept(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
