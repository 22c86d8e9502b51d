import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestEnv } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';

describe('GET /health', () => {
  it('answers ok while the database answers, 503 once it does not', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ db: database.db, env: createTestEnv() });
    try {
      const up = await app.inject({ method: 'GET', url: '/health' });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toEqual({ status: 'ok' });

      await database.close();
      const down = await app.inject({ method: 'GET', url: '/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable' });
    } finally {
      await app.close();
    }
  });
});
