/** One changed value of an audit entry: where it sits and what it was and became, as text. */
export interface DiffRow {
  key: string;
  /** Undefined when the value did not exist before (created) or after (removed). */
  before?: string;
  after?: string;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Nested objects become dotted paths ('company.social.facebook') so a change deep inside the
 * settings shows as that one line; lists stay whole (a reordered list is one change).
 */
function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()) {
  if (isPlainObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0 && prefix) out.set(prefix, value);
    for (const [key, v] of entries) flatten(v, prefix ? `${prefix}.${key}` : key, out);
  } else if (value !== null && value !== undefined) {
    out.set(prefix || 'value', value);
  } else if (prefix) {
    out.set(prefix, value);
  }
  return out;
}

/** A value as plain text: strings as they are, everything else as indented JSON. */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value, null, 2) ?? String(value);
}

/** The keys whose values differ between `before` and `after`, in the order they first appear. */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  const a = flatten(before);
  const b = flatten(after);
  const keys = [...new Set([...a.keys(), ...b.keys()])];
  const rows: DiffRow[] = [];
  for (const key of keys) {
    const had = a.has(key);
    const has = b.has(key);
    const was = a.get(key);
    const is = b.get(key);
    if (had && has && JSON.stringify(was) === JSON.stringify(is)) continue;
    rows.push({
      key,
      before: had ? valueText(was) : undefined,
      after: has ? valueText(is) : undefined,
    });
  }
  return rows;
}

/** The value at a row's dotted key ('company.social.facebook') of `before` or `after`. */
export function valueAt(root: unknown, key: string): unknown {
  if (!isPlainObject(root)) return key === 'value' ? root : undefined;
  let value: unknown = root;
  for (const part of key.split('.')) {
    if (!isPlainObject(value)) return undefined;
    value = value[part];
  }
  return value;
}
