import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { TooManyRequestsError } from '../errors/app-error';

export type RateLimitOptions = { globalMax: number };

/**
 * Per-IP limits kept in process memory. With several instances the counters belong in Redis
 * (`redis` option of @fastify/rate-limit); routes opt into stricter limits via
 * `config.rateLimit`. Retry-After is set by the plugin before the error is thrown.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, { globalMax }) => {
    await app.register(rateLimit, {
      global: globalMax > 0,
      max: globalMax > 0 ? globalMax : 1000,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) =>
        new TooManyRequestsError(`Too many requests. Please try again in ${context.after}.`),
    });
  },
  { name: 'rate-limit' },
);
