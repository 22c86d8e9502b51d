import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Serialize = (data: unknown) => string;

/**
 * The response schema as JSON Schema (draft-07, what fast-json-stringify reads), or null when
 * zod cannot say it in JSON Schema (a transform, a date): such a route keeps zod's serializer.
 */
export function toResponseJsonSchema(schema: ZodType): object | null {
  try {
    const { $schema: _, ...json } = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
      cycles: 'ref',
    });
    return json;
  } catch {
    return null;
  }
}

export type ResponseSerializerOptions = {
  /**
   * Also check every answer against its zod schema and refuse one that breaks it (tests): the
   * compiled serializer writes what the schema lists and never validates.
   */
  checkWithZod: boolean;
};

/**
 * Answers are written by serializers compiled from the response schemas (fast-json-stringify:
 * only the listed properties, no generic JSON.stringify walk, no zod encode per response). Each
 * zod schema is converted once, at start-up, and shared by every route that answers with it.
 */
export function createResponseSerializerCompiler(
  options: ResponseSerializerOptions,
): FastifySerializerCompiler<ZodType> {
  const compiled = new WeakMap<ZodType, Serialize | null>();
  const compile = (schema: ZodType): Serialize | null => {
    if (compiled.has(schema)) return compiled.get(schema) ?? null;
    const json = toResponseJsonSchema(schema);
    const serialize = json ? (fastJson(json) as Serialize) : null;
    compiled.set(schema, serialize);
    return serialize;
  };
  return (route) => {
    const schema = route.schema;
    const serialize = compile(schema);
    const checked = zodSerializerCompiler(route as never) as Serialize;
    if (!serialize) return checked;
    if (!options.checkWithZod) return serialize;
    return (data) => {
      checked(data); // throws the zod serializer's error when the answer breaks the contract
      return serialize(data);
    };
  };
}
