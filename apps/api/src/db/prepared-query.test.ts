import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { preparedQuery } from './prepared-query';
import { guests } from './schema/customers';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const guestById = preparedQuery('test_guest_by_id', (db) =>
  db
    .select({ id: guests.id })
    .from(guests)
    .where(eq(guests.id, sql.placeholder('id'))),
);
const insertGuest = preparedQuery('test_guest_insert', (db) =>
  db
    .insert(guests)
    .values({ id: sql.placeholder('id') })
    .returning({ id: guests.id }),
);

describe('a prepared query (built once, run on the handle it is given)', () => {
  it('runs on the pool and answers each call with its own values', async () => {
    await insertGuest(t.db, { id: 'prepared-a' });
    await insertGuest(t.db, { id: 'prepared-b' });
    expect(await guestById(t.db, { id: 'prepared-a' })).toEqual([{ id: 'prepared-a' }]);
    expect(await guestById(t.db, { id: 'prepared-b' })).toEqual([{ id: 'prepared-b' }]);
    expect(await guestById(t.db, { id: 'prepared-none' })).toEqual([]);
  });

  it('runs inside a transaction on its connection: its writes roll back with it', async () => {
    const seenInside = await t.db
      .transaction(async (tx) => {
        await insertGuest(tx, { id: 'prepared-rolled-back' });
        const inside = await guestById(tx, { id: 'prepared-rolled-back' });
        const outside = await guestById(t.db, { id: 'prepared-rolled-back' });
        throw Object.assign(new Error('roll back'), { inside, outside });
      })
      .catch((error: { inside: unknown; outside: unknown }) => error);
    expect(seenInside.inside).toEqual([{ id: 'prepared-rolled-back' }]);
    expect(seenInside.outside).toEqual([]);
    expect(await guestById(t.db, { id: 'prepared-rolled-back' })).toEqual([]);
  });
});
