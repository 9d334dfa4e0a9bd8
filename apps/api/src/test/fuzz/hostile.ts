import fc from 'fast-check';

/** Strings that have broken servers: control characters, lone surrogates, SQL and path tricks. */
const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202etxt.exe',
  'ﷺ𒐫𒈙',
  '👩‍👩‍👧‍👦'.repeat(50),
  "'; drop table users; --",
  '" or 1=1 --',
  '%',
  '_%\\',
  '\\',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x1F',
  '2024-02-30',
  'a'.repeat(10_001),
);

/** A string far beyond every field's limit, but under the 1 MB body limit. */
const hugeString = fc.constantFrom('x'.repeat(200_000), 'ü'.repeat(100_000), '9'.repeat(5_000));

const oddNumbers = fc.constantFrom(
  0,
  -0,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
);

/** Any single value of the wrong kind, or of the right kind at its worst. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyStrings,
  hugeString,
  fc.string({ unit: 'binary', maxLength: 60 }),
  oddNumbers,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(nastyStrings, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), nastyStrings, { maxKeys: 3 }),
);

/** Keys that pollute prototypes when a server merges objects carelessly. */
const pollutingKeys = ['__proto__', 'constructor', 'prototype'] as const;

/** JSON text (not an object: `__proto__` must survive as a key) with a polluting key in it. */
export const pollutingJson: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...pollutingKeys), fc.boolean())
  .map(([key, nested]) =>
    nested
      ? `{"email":"a@b.co","${key}":{"role":"admin","polluted":true}}`
      : `{"${key}":{"prototype":{"polluted":true}}}`,
  );

/** JSON nested thousands deep: a recursive walk over it overflows the stack. */
export const deepJson: fc.Arbitrary<string> = fc
  .constantFrom(2_000, 20_000)
  .chain((depth) =>
    fc.constantFrom(
      '['.repeat(depth) + ']'.repeat(depth),
      '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
    ),
  );

/** Bodies that are not what any JSON route expects at all. */
export const brokenJson = fc.constantFrom(
  '{',
  '{"a":}',
  'null',
  '[]',
  '"text"',
  '12',
  'true',
  '\u0000',
);

type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (value && typeof value === 'object' && prefix.length < 6) {
    for (const [key, child] of Object.entries(value)) {
      pathsOf(child, [...prefix, Array.isArray(value) ? Number(key) : key], out);
    }
  }
  return out;
}

function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = replaceAt(copy[head!], rest, replacement);
  return copy;
}

/** Characters that pass a length check and break what stores or prints them carelessly. */
const poisonChars = fc.constantFrom(
  '\u0000',
  '\ud800',
  '\u202e',
  '\ufeff',
  '\u0007',
  '👩‍👩‍👧',
  '%00',
  "'",
);

/** A valid value with one of its strings carrying a poison character in the middle. */
export function poisoned(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return valid.chain((value) => {
    const strings = pathsOf(value).filter((path) => typeof valueAt(value, path) === 'string');
    if (strings.length === 0) return fc.constant(value);
    return fc.tuple(fc.constantFrom(...strings), poisonChars).map(([path, poison]) => {
      const text = valueAt(value, path) as string;
      const middle = Math.floor(text.length / 2);
      return replaceAt(value, path, text.slice(0, middle) + poison + text.slice(middle + 1));
    });
  });
}

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (at, key) =>
      at && typeof at === 'object' ? (at as Record<string | number, unknown>)[key] : undefined,
    value,
  );
}

/** A valid value with one place (the whole, a field, an item) replaced by a hostile value. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return valid.chain((value) => {
    const paths = pathsOf(value);
    return fc
      .tuple(fc.constantFrom(...paths), hostileValue)
      .map(([path, bad]) => replaceAt(value, path, bad));
  });
}
