import { z } from 'zod';

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/**
 * A coordinate sent as a query-string value: a decimal number within ±limit. Empty strings
 * and words are rejected (z.coerce would read '' as 0, which is a real place).
 */
export function coordinateQuery(name: string, limit: 90 | 180) {
  const message = `${name} must be a number between -${limit} and ${limit}`;
  return z
    .union([z.number(), z.string().trim().regex(NUMBER, { error: message }).transform(Number)], {
      error: message,
    })
    .pipe(z.number().min(-limit, { error: message }).max(limit, { error: message }));
}
