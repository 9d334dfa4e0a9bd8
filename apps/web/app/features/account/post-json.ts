/** The answer of an account call, read whatever its status (the forms pick the words to show). */
export interface JsonAnswer<T> {
  ok: boolean;
  status: number;
  body: (Partial<T> & { success?: boolean; message?: string }) | null;
}

/** POST JSON; throws only when the server could not be reached. */
export async function postJson<T>(path: string, payload: unknown): Promise<JsonAnswer<T>> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const body = (await response.json().catch(() => null)) as JsonAnswer<T>['body'];
  return { ok: response.ok, status: response.status, body };
}
