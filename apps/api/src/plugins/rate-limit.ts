import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { AppDeps } from '../app-types';
import { TooManyRequestsError } from '../errors/app-error';
import { openCounterBackend } from '../lib/shared-counters';
import { sharedRateLimitStore } from '../lib/shared-rate-limit-store';

export type RateLimitOptions = AppDeps & { globalMax: number };

/**
 * Per-IP limits (RATE_LIMIT_MAX a minute across the API; routes opt into stricter ones via
 * `config.rateLimit`), counted in the store every API process shares: PostgreSQL's rate_limits
 * table, or Redis when configured (decision 0024). Should that store fail, requests pass rather
 * than fail. Retry-After is set by the plugin before the error is thrown.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, { globalMax, ...deps }) => {
    const backend = openCounterBackend(deps);
    app.addHook('onClose', () => backend.close());
    await app.register(rateLimit, {
      global: globalMax > 0,
      max: globalMax > 0 ? globalMax : 1000,
      timeWindow: '1 minute',
      store: sharedRateLimitStore(backend),
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new TooManyRequestsError(`Too many requests. Please try again in ${context.after}.`),
    });
  },
  { name: 'rate-limit' },
);
