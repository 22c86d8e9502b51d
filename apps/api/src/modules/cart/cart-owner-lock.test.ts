import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { lockCartOwner, lockCartOwnerForCartChange } from './cart-owner-lock.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const owner = { kind: 'guest', guestId: 'lock-test-guest' } as const;
// Test clusters run with synchronous_commit off for speed: each transaction starts from 'on',
// as a production server does.
const SYNCHRONOUS = sql`SET LOCAL synchronous_commit TO on`;

async function synchronousCommit(db: Database): Promise<string> {
  const result = (await db.execute(sql`SHOW synchronous_commit`)) as unknown as {
    rows: { synchronous_commit: string }[];
  };
  return String(result.rows[0]?.synchronous_commit);
}

describe('the cart owner lock (decision 0044)', () => {
  it('lets a cart change commit without waiting for the WAL flush', async () => {
    const inside = await t.db.transaction(async (tx) => {
      await tx.execute(SYNCHRONOUS);
      await lockCartOwnerForCartChange(tx, owner);
      return synchronousCommit(tx);
    });
    expect(inside).toBe('off');
  });

  it('keeps an order’s transaction (the plain owner lock) waiting for the flush', async () => {
    const inside = await t.db.transaction(async (tx) => {
      await tx.execute(SYNCHRONOUS);
      await lockCartOwner(tx, owner);
      return synchronousCommit(tx);
    });
    expect(inside).toBe('on');
  });
});
