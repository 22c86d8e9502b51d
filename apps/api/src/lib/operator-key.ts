import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Constant-time comparison of the X-Operator-Key header with OPERATOR_KEY. Both sides are hashed
 * first, so neither the content nor the length of the key leaks through timing.
 */
export function isOperatorKey(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  return timingSafeEqual(digest(expected), digest(given));
}
