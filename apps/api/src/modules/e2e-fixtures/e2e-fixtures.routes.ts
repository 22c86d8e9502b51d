import {
  E2eClockSchema,
  E2eCustomerBodySchema,
  E2eCustomerSchema,
  E2eWorldBodySchema,
  E2eWorldSchema,
} from '@marketplace/contract/e2e-fixtures';
import type { App, AppDeps } from '../../app-types';
import { createFixtureCustomer } from './create-fixture-customer';
import { createFixtureWorld } from './create-fixture-world';

/**
 * Test-only routes the end-to-end journeys build their own data with (their customer, their
 * stores). Registered under /__e2e, outside /api/v1 so the storefront never proxies them, and only
 * when E2E_FIXTURES is on (env.ts refuses that in production). Hidden from the OpenAPI document.
 */
export function e2eFixtureRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return async (app: App) => {
    // The instant this request is answered at: the X-E2E-Clock header's, else the real one.
    app.get('/clock', { schema: { hide: true, response: { 200: E2eClockSchema } } }, () => ({
      now: clock.now().toISOString(),
    }));
    app.post(
      '/customers',
      {
        schema: { hide: true, body: E2eCustomerBodySchema, response: { 200: E2eCustomerSchema } },
      },
      (request) => createFixtureCustomer(db, request.body),
    );
    app.post(
      '/worlds',
      { schema: { hide: true, body: E2eWorldBodySchema, response: { 200: E2eWorldSchema } } },
      (request) => createFixtureWorld(deps, request.body),
    );
  };
}
