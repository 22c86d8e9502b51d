import { z } from 'zod';
import type { App, AppDeps } from '../../app-types';
import { pingDatabase } from './health.repository';

const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** Liveness for load balancers: 200 while the database answers, else 503. */
export function healthRoutes({ db }: AppDeps) {
  return async (app: App) => {
    app.get(
      '/health',
      {
        config: { rateLimit: false },
        schema: { tags: ['health'], response: { 200: HealthSchema, 503: HealthSchema } },
      },
      async (request, reply) => {
        try {
          await pingDatabase(db);
          return { status: 'ok' as const };
        } catch (err) {
          request.log.warn({ err }, 'health check: database unreachable');
          return reply.code(503).send({ status: 'unavailable' });
        }
      },
    );
  };
}
