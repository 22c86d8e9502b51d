import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { preparedQuery } from './prepared-query';
import { guests } from './schema/customers';
import { runTransaction } from './transaction';

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

class RollBack extends Error {}

describe('a prepared query (built once per connection, run on the handle it is given)', () => {
  it('runs on the pool and answers each call with its own values', async () => {
    await insertGuest(t.db, { id: 'prepared-a' });
    await insertGuest(t.db, { id: 'prepared-b' });
    expect(await guestById(t.db, { id: 'prepared-a' })).toEqual([{ id: 'prepared-a' }]);
    expect(await guestById(t.db, { id: 'prepared-b' })).toEqual([{ id: 'prepared-b' }]);
    expect(await guestById(t.db, { id: 'prepared-none' })).toEqual([]);
  });

  it('runs inside a runTransaction: its write is seen there only, and rolls back with it', async () => {
    const seen: Record<string, unknown> = {};
    const outcome = runTransaction(t.db, async (tx, client) => {
      await insertGuest(tx, { id: 'prepared-rolled-back' });
      seen.byTransaction = await guestById(tx, { id: 'prepared-rolled-back' });
      const raw = await client.query('SELECT id FROM guests WHERE id = $1', [
        'prepared-rolled-back',
      ]);
      seen.byClient = raw.rows;
      seen.byPool = await guestById(t.db, { id: 'prepared-rolled-back' });
      throw new RollBack();
    });
    await expect(outcome).rejects.toBeInstanceOf(RollBack);
    expect(seen).toEqual({
      byTransaction: [{ id: 'prepared-rolled-back' }],
      byClient: [{ id: 'prepared-rolled-back' }],
      byPool: [],
    });
    expect(await guestById(t.db, { id: 'prepared-rolled-back' })).toEqual([]);
  });

  it('keeps its write when the runTransaction commits', async () => {
    await runTransaction(t.db, (tx) => insertGuest(tx, { id: 'prepared-committed' }));
    expect(await guestById(t.db, { id: 'prepared-committed' })).toEqual([
      { id: 'prepared-committed' },
    ]);
  });

  it('refuses a transaction whose connection it cannot know, rather than run outside it', async () => {
    const outcome = t.db.transaction((tx) => guestById(tx, { id: 'prepared-a' }));
    await expect(outcome).rejects.toThrow(/runTransaction/);
  });
});
