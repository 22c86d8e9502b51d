import { createHash, timingSafeEqual } from 'node:crypto';
import { OPERATOR_KEY_HEADER } from '@marketplace/contract/order-tracking';
import type { FastifyRequest } from 'fastify';
import type { Env } from '../env';
import { AppError } from '../errors/app-error';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Constant-time comparison of the X-Operator-Key header with OPERATOR_KEY. Both sides are hashed
 * first, so neither the content nor the length of the key leaks through timing.
 */
export function isOperatorKey(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  return timingSafeEqual(digest(expected), digest(given));
}

/**
 * The onRequest hook of every operator endpoint: without OPERATOR_KEY the endpoint is off (403
 * `operator`); a missing or wrong X-Operator-Key is 401 `operator`. Checked before the body.
 */
export function requireOperatorKey(env: Pick<Env, 'OPERATOR_KEY'>) {
  return async (request: FastifyRequest) => {
    if (!env.OPERATOR_KEY) throw new AppError(403, 'operator', 'operator endpoint disabled');
    const header = request.headers[OPERATOR_KEY_HEADER];
    if (!isOperatorKey(env.OPERATOR_KEY, typeof header === 'string' ? header : undefined)) {
      throw new AppError(401, 'operator', 'Invalid operator key');
    }
  };
}
