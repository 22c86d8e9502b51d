import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { isTransaction } from './is-transaction';
import { guests } from './schema/customers';
import { runTransaction } from './transaction';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

// The server process and the transaction id a statement runs in.
const whereAmISql = 'SELECT pg_backend_pid() AS pid, pg_current_xact_id()::text AS xact';
const whereAmI = sql.raw(whereAmISql);

describe('runTransaction (one transaction on a client it checked out)', () => {
  it('hands the transaction and its own client: one connection, one transaction', async () => {
    const { viaTransaction, viaClient, isTx } = await runTransaction(t.db, async (tx, client) => {
      // The app's handle is typed for any PostgreSQL driver; node-postgres answers `rows`.
      const [row] = ((await tx.execute(whereAmI)) as { rows: unknown[] }).rows;
      const raw = await client.query(whereAmISql);
      return { viaTransaction: row, viaClient: raw.rows[0], isTx: isTransaction(tx) };
    });
    expect(viaTransaction).toEqual(viaClient);
    expect(viaTransaction).toEqual({ pid: expect.any(Number), xact: expect.any(String) });
    expect(isTx).toBe(true);
  });

  it('rolls back what the client wrote when the work throws', async () => {
    const outcome = runTransaction(t.db, async (_tx, client) => {
      await client.query("INSERT INTO guests (id) VALUES ('raw-rolled-back')");
      throw new Error('refused');
    });
    await expect(outcome).rejects.toThrow('refused');
    const rows = await t.db.select().from(guests);
    expect(rows.map((row) => row.id)).not.toContain('raw-rolled-back');
  });

  it('gives its client back to the pool whether the work commits or throws', async () => {
    // Twelve transactions one after the other on a pool of ten: a kept client would stall them.
    for (let i = 0; i < 12; i++) {
      await runTransaction(t.db, async () => {
        if (i % 2 === 0) throw new Error('refused');
      }).catch(() => {});
    }
    expect(await runTransaction(t.db, async () => 'done')).toBe('done');
  });
});
