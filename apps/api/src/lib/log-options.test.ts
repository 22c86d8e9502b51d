import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { App } from '../app-types';
import { createTestEnv } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { apiLoggerOptions } from './log-options';

// Issue 12 §10: an unexpected database error logged the whole SQL with its parameters.

const SECRET_EMAIL = 'private.person@example.com';
const SECRET_PHONE = '+15550009999';

let database: TestDatabase;
let app: App;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = pino(apiLoggerOptions('info'), sink);
  app = await buildApp({ db: database.db, env: createTestEnv(), logger });
  app.get('/__test/broken-query', async (request) => {
    await database.db.execute(
      sql`SELECT * FROM table_that_does_not_exist WHERE email = ${SECRET_EMAIL}`,
    );
    return { ok: request.id };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('error logs keep personal data and SQL parameters out', () => {
  it('a failed query is logged with its SQL text but not its parameters', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/__test/broken-query?contact_number=${encodeURIComponent(SECRET_PHONE)}`,
      headers: { authorization: 'Bearer secret-token-value' },
    });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('unexpected error');
    expect(log).toContain('table_that_does_not_exist');
    expect(log).not.toContain(SECRET_EMAIL);
    expect(log).not.toContain(SECRET_PHONE);
    expect(log).not.toContain('secret-token-value');
  });

  it('personal fields of a logged object are redacted', () => {
    const out: string[] = [];
    const logger = pino(
      apiLoggerOptions('info'),
      new Writable({
        write(chunk, _encoding, done) {
          out.push(String(chunk));
          done();
        },
      }),
    );
    logger.info({ user: { email: SECRET_EMAIL, phone: SECRET_PHONE, id: 7 } }, 'who');
    expect(out.join('')).not.toContain(SECRET_EMAIL);
    expect(out.join('')).not.toContain(SECRET_PHONE);
    expect(out.join('')).toContain('"id":7');
  });
});
