import fp from 'fastify-plugin';
import { parseRequestContext, type RequestContext } from './parse-request-context';

declare module 'fastify' {
  interface FastifyRequest {
    /** Parsed common headers; set for every route registered under /api/v1. */
    ctx: RequestContext;
  }
}

/**
 * Parses the common headers into `request.ctx` before validation (the body is parsed by then,
 * for a POST's guest_id). Invalid values answer 422 here and never reach a query.
 */
export const requestContextPlugin = fp(
  async (app) => {
    // Fastify wants the slot declared up front; the hook below fills it before any handler runs.
    app.decorateRequest('ctx', null as unknown as RequestContext);
    app.addHook('preValidation', async (request) => {
      request.ctx = parseRequestContext(request);
    });
  },
  { name: 'request-context' },
);
