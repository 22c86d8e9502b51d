import type { z } from 'zod';

/** A page's query string as Next.js hands it: repeated keys come as arrays. */
export type SearchParams = Record<string, string | string[] | undefined>;

type Parsed<Shape extends z.ZodRawShape> = {
  [K in keyof Shape]: z.output<Shape[K]> | undefined;
};

/**
 * Reads a page's query string with zod schemas, one per parameter. A parameter that is missing or
 * does not parse is left undefined rather than failing the page: a shared link with a stray or
 * stale value still opens. A repeated parameter counts by its first value.
 */
export function parsePageQuery<Shape extends z.ZodRawShape>(
  shape: Shape,
  params: SearchParams,
): Parsed<Shape> {
  const parsed: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const raw = params[key];
    const value = Array.isArray(raw) ? raw[0] : raw;
    const result = value === undefined ? null : (schema as z.ZodType).safeParse(value);
    parsed[key] = result?.success ? result.data : undefined;
  }
  return parsed as Parsed<Shape>;
}
