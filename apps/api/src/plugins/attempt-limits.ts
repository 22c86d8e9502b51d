import fp from 'fastify-plugin';
import type { AppDeps } from '../app-types';
import { AttemptLimiter } from '../lib/attempt-limiter';
import { openCounterBackend } from '../lib/shared-counters';

declare module 'fastify' {
  interface FastifyInstance {
    /** Attempt counters shared by every API process (decision 0024). */
    attemptLimiter: AttemptLimiter;
  }
}

/** One AttemptLimiter per app over the shared counters; closed with the app. */
export const attemptLimitsPlugin = fp<AppDeps>(
  async (app, deps) => {
    const backend = openCounterBackend(deps);
    app.decorate('attemptLimiter', new AttemptLimiter(backend));
    app.addHook('onClose', () => backend.close());
  },
  { name: 'attempt-limits' },
);
