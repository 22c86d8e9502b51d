import { z } from 'zod';
import { MAX_ID } from './ids';

export const DEFAULT_PAGE_LIMIT = 10;
export const MAX_PAGE_LIMIT = 100;

/** A whole number sent in the query string; '' and words are rejected (z.coerce reads '' as 0). */
function wholeNumberQuery(name: string, min: number, max: number) {
  const message = `${name} must be a whole number between ${min} and ${max}`;
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/, { error: message })
          .transform(Number),
      ],
      {
        error: message,
      },
    )
    .pipe(
      z.number().int({ error: message }).min(min, { error: message }).max(max, { error: message }),
    );
}

/**
 * `limit` (default 10, at most 100) and `offset`, the 1-based page number (API-CONTRACT.md,
 * "Every request").
 */
export const PageQuerySchema = z.object({
  limit: wholeNumberQuery('limit', 1, MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
  offset: wholeNumberQuery('offset', 1, 1_000_000).default(1),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** A positive database id sent in the query string (filters such as store_id). */
export function idQuery(name: string) {
  return wholeNumberQuery(name, 1, MAX_ID);
}

/** `{total_size, limit, offset, <key>: [...]}`: the answer of every paged list. */
export function pagedSchema<K extends string, T extends z.ZodType>(key: K, entry: T) {
  return z.object({
    total_size: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    ...({ [key]: z.array(entry) } as { [P in K]: z.ZodArray<T> }),
  });
}
