import fc from 'fast-check';

/** The part of JSON Schema that the routes' zod schemas turn into (through the OpenAPI document). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
}

// Generated strings stay short: the point is to reach the handlers, hostile.ts brings the huge ones.
const MAX_STRING = 40;
const MAX_ITEMS = 4;

const WORDS = [
  'cement',
  'chair',
  'rice',
  'Juba',
  'Achol',
  'tent',
  'diesel',
  'pens',
  'correct horse',
];

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.pattern) {
    // Cut to the longest allowed: a too long match then fails its pattern only rarely (open ends).
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .map((s) => s.slice(0, schema.maxLength ?? s.length));
  }
  // A filter that can never pass would spin for ever: only the words that fit are offered.
  const fitting = WORDS.filter((w) => w.length >= minLength && w.length <= maxLength);
  const any = fc.string({ minLength, maxLength });
  return fitting.length ? fc.oneof(fc.constantFrom(...fitting), any) : any;
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin =
    typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const exclusiveMax =
    typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  const min = schema.minimum ?? (exclusiveMin !== undefined ? exclusiveMin + 1 : -1_000_000);
  const max = schema.maximum ?? (exclusiveMax !== undefined ? exclusiveMax - 1 : 1_000_000);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) });
  return fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(properties)) record[key] = schemaArbitrary(value);
  return fc.record(record, {
    requiredKeys: (schema.required ?? []).filter((k) => k in properties),
  });
}

/** Values that the schema accepts (mostly: a pattern or a refinement may still refuse some). */
export function schemaArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema);
  return schema.nullable ? fc.oneof(valid, fc.constant(null)) : valid;
}

function validArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map(schemaArbitrary));
  if (schema.allOf?.length) return schemaArbitrary(schema.allOf[0]!);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schemaArbitrary(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(
          schema.minItems ?? 0,
          Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS),
        ),
      });
    case 'object':
      return objectArbitrary(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
