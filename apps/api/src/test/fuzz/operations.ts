import fc from 'fast-check';
import type { JsonSchema } from './schema-arbitrary.ts';
import { schemaArbitrary } from './schema-arbitrary.ts';
import { brokenJson, deepJson, hostileValue, mutated, poisoned, pollutingJson } from './hostile.ts';

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

/** One route of the API as its OpenAPI document (generated from the zod schemas) describes it. */
export interface Operation {
  method: string;
  /** OpenAPI form: `/api/admin/orders/{id}`. */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

export function operationsOf(document: unknown): Operation[] {
  const { paths } = document as OpenApiDocument;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

export type Caller = 'anonymous' | 'customer' | 'admin';

export interface FuzzRequest {
  caller: Caller;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** JSON text, so that keys like `__proto__` and unpaired surrogates reach the server as sent. */
  payload?: string;
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Percent-encoded; a lone surrogate (which cannot be encoded) becomes U+FFFD as in a browser. */
const escaped = (value: string) => encodeURIComponent(value.replace(LONE_SURROGATE, '\ufffd'));

/** A parameter's value: valid by its schema, or hostile. */
const parameterValue = (parameter: Parameter, hostile: boolean) =>
  (hostile
    ? fc.oneof(schemaArbitrary(parameter.schema), hostileValue)
    : schemaArbitrary(parameter.schema)
  ).map(asText);

function bodyArbitrary(
  schema: JsonSchema | undefined,
  hostile: boolean,
): fc.Arbitrary<string | undefined> {
  if (!hostile)
    return schema ? schemaArbitrary(schema).map((v) => JSON.stringify(v)) : fc.constant(undefined);
  const shaped = schema ? schemaArbitrary(schema) : fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    { weight: 4, arbitrary: mutated(shaped).map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 3, arbitrary: poisoned(shaped).map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: pollutingJson },
    { weight: 1, arbitrary: deepJson },
    { weight: 1, arbitrary: brokenJson },
  );
}

/**
 * Requests for one operation: half valid by its schemas (to reach the handlers and the database),
 * half with hostile values in the path, the query, the headers or the body.
 */
export function requestArbitrary(operation: Operation): fc.Arbitrary<FuzzRequest> {
  return fc.boolean().chain((hostile) => {
    const path = operation.parameters.filter((p) => p.in === 'path');
    const query = operation.parameters.filter((p) => p.in === 'query');
    const headers = operation.parameters.filter((p) => p.in === 'header');
    const optional = (p: Parameter, value: fc.Arbitrary<string>) =>
      p.required ? value : fc.option(value, { nil: undefined });
    return fc
      .record({
        caller: fc.constantFrom<Caller>('anonymous', 'customer', 'admin', 'admin'),
        path: fc.tuple(...path.map((p) => parameterValue(p, hostile))),
        query: fc.tuple(...query.map((p) => optional(p, parameterValue(p, hostile)))),
        headers: fc.tuple(...headers.map((p) => optional(p, parameterValue(p, hostile)))),
        payload: bodyArbitrary(operation.body, hostile),
      })
      .map((parts) => {
        let url = operation.path;
        path.forEach((p, i) => {
          url = url.replace(`{${p.name}}`, escaped(parts.path[i] || 'x'));
        });
        const search = new URLSearchParams();
        query.forEach((p, i) => {
          const value = parts.query[i];
          if (value !== undefined) search.set(p.name, value);
        });
        const requestHeaders: Record<string, string> = {};
        headers.forEach((p, i) => {
          const value = parts.headers[i];
          // A header cannot carry control characters at all; the client would refuse to send it.
          if (value !== undefined) requestHeaders[p.name] = escaped(value).slice(0, 8_000);
        });
        if (parts.payload !== undefined) requestHeaders['content-type'] = 'application/json';
        const queryText = search.toString();
        return {
          caller: parts.caller,
          method: operation.method,
          url: queryText ? `${url}?${queryText}` : url,
          headers: requestHeaders,
          payload: parts.payload,
        };
      });
  });
}
