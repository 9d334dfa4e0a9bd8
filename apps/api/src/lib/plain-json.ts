/**
 * A route's answer written with `JSON.stringify` alone, without the zod check every other answer
 * gets (app.ts sets fastify-type-provider-zod's serializer, which encodes the answer through its
 * schema, copying every object, before stringifying it). Only for answers a mapper builds field
 * by field from typed rows, so nothing unlisted can slip in, and that are large and frequent:
 * the catalogue's list, where the check took more than half the serializing of 1,000 products
 * and added to the garbage collector's work (docs/decisions/0060-catalogue-list-serializing.md).
 * The route keeps its zod schema for its types and the OpenAPI document; a test compares the
 * two serializers' output.
 */
export const plainJsonSerializer = () => (data: unknown) => JSON.stringify(data);
