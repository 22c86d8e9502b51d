import { randomUUID } from 'node:crypto';
import * as authEndpoints from '@marketplace/contract/endpoints/auth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { App } from '../../app-types';
import { type ApiPair, openApiPair } from '../../test/api-pair';
import { buildSettings } from '../../test/builders/settings';
import type { TestApp } from '../../test/test-app';
import { buildCustomer, call } from './auth-test-kit';

// Issue 12 §3: 100 parallel guesses on two API processes were all checked against the password.
// Two app instances on one database (each with its own pool and limiter), like two processes.

const { TEST_REDIS_URL } = z
  .object({ TEST_REDIS_URL: z.string().url().optional() })
  .parse(process.env);

const LIMIT = 10;
const GUESSES = 100;
const WINDOW_MS = 15 * 60_000;

/** A customer no other run shares (Redis outlives the test database). */
async function newCustomer(t: TestApp) {
  const email = `${randomUUID()}@example.test`;
  const { password } = await buildCustomer(t.db, { email });
  return { email, password };
}

/** Redis keeps its own clock (key TTLs), so only the PostgreSQL counters can be time-travelled. */
function describeLockout(
  label: string,
  env: () => Record<string, string> | null,
  { clockInProcess }: { clockInProcess: boolean },
) {
  describe(`failed-password lockout across two API instances (${label})`, () => {
    let pair: ApiPair | null = null;
    beforeAll(async () => {
      const vars = env();
      if (vars) pair = await openApiPair(vars);
    });
    afterAll(async () => {
      if (pair) await pair.close();
    });
    beforeEach(async (context) => {
      if (!pair) return context.skip('set TEST_REDIS_URL=redis://127.0.0.1:6379 to run it');
      await pair.first.reset();
      await buildSettings(pair.first.db);
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const login = (app: App, email: string, password: string) =>
      call(app, authEndpoints.login, { login_type: 'manual', email_or_phone: email, password });

    it(`${GUESSES} parallel wrong guesses: at most ${LIMIT} reach the password check`, async () => {
      if (!pair) return;
      const { first, second } = pair;
      const customer = await newCustomer(first);
      const answers = await Promise.all(
        Array.from({ length: GUESSES }, (_, i) =>
          login(i % 2 ? second : first.app, customer.email, `wrong-${i}`),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(GUESSES - LIMIT);
    });

    it('the right password after the lockout is refused until the window ends', async () => {
      if (!pair) return;
      const { first, second } = pair;
      vi.useFakeTimers({ toFake: ['Date'] });
      const customer = await newCustomer(first);
      for (let i = 0; i < LIMIT; i++) {
        expect((await login(first.app, customer.email, 'wrong-pass')).statusCode).toBe(401);
      }
      const refused = await login(second, customer.email, customer.password);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().errors[0].code).toBe('too_many_requests');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(WINDOW_MS / 1000 - 60);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(WINDOW_MS / 1000);
      if (!clockInProcess) return;

      vi.setSystemTime(Date.now() + WINDOW_MS - 5_000);
      expect((await login(first.app, customer.email, customer.password)).statusCode).toBe(429);
      vi.setSystemTime(Date.now() + 10_000);
      expect((await login(second, customer.email, customer.password)).statusCode).toBe(200);
    });

    it('a right password gives its attempt back: sign-ins never lock the owner out', async () => {
      if (!pair) return;
      const { first, second } = pair;
      const customer = await newCustomer(first);
      for (let i = 0; i < LIMIT - 1; i++) {
        expect((await login(first.app, customer.email, 'wrong-pass')).statusCode).toBe(401);
      }
      for (let i = 0; i < 3; i++) {
        expect((await login(second, customer.email, customer.password)).statusCode).toBe(200);
      }
      expect((await login(first.app, customer.email, 'wrong-pass')).statusCode).toBe(401);
      expect((await login(first.app, customer.email, customer.password)).statusCode).toBe(429);
    });
  });
}

describeLockout('PostgreSQL counters', () => ({}), { clockInProcess: true });
describeLockout('Redis counters', () => (TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL } : null), {
  clockInProcess: false,
});
