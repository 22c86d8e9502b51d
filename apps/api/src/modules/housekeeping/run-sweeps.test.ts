import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { guests } from '../../db/schema/customers';
import { idempotencyKeys } from '../../db/schema/idempotency';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildOrder, buildShop } from '../order-tracking/testing/order-builders';
import { runSweeps } from './run-sweeps';

const NOW = new Date('2026-11-27T06:00:00Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const at = { now: () => NOW };

let t: TestApp;
let second: DatabaseHandle;
beforeAll(async () => {
  t = await createTestApp();
  second = openDatabase({ url: t.url });
});
afterAll(async () => {
  await second.close();
  await t.close();
});
beforeEach(() => t.reset());

async function guestIssued(at: Date): Promise<string> {
  const id = randomUUID();
  await t.db.insert(guests).values({ id, createdAt: at });
  return id;
}

async function keyCreated(at: Date, key: string) {
  await t.db.insert(idempotencyKeys).values({
    endpoint: 'wallet-add-fund',
    owner: 'user:1',
    key,
    requestHash: 'h',
    answer: {},
    createdAt: at,
  });
}

const remainingGuests = async () =>
  (await t.db.select({ id: guests.id }).from(guests)).map((g) => g.id).sort();

describe('housekeeping sweeps', () => {
  it('forget idempotency keys after their 24 hours, keeping younger ones', async () => {
    await keyCreated(ago(25 * HOUR), 'old');
    await keyCreated(ago(23 * HOUR), 'young');
    const swept = await runSweeps({ db: t.db, env: t.env, clock: at });
    expect(swept.idempotencyKeys).toBe(1);
    const left = await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((row) => row.key)).toEqual(['young']);
  });

  it('delete guests issued 30 days ago with nothing to their name, keeping used and young ones', async () => {
    const unused = await guestIssued(ago(31 * DAY));
    const ordered = await guestIssued(ago(31 * DAY));
    const young = await guestIssued(ago(29 * DAY));
    const shop = await buildShop(t.db);
    await buildOrder(t.db, shop, { owner: { guestId: ordered } });
    const swept = await runSweeps({ db: t.db, env: t.env, clock: at });
    expect(swept.guests).toBe(1);
    const left = await remainingGuests();
    expect(left).toEqual([ordered, young].sort());
    expect(left).not.toContain(unused);
  });

  it('run once per round however many workers sweep at the same moment', async () => {
    const unused = await Promise.all(Array.from({ length: 30 }, () => guestIssued(ago(31 * DAY))));
    const kept = await guestIssued(ago(DAY));
    const rounds = await Promise.all([
      runSweeps({ db: t.db, env: t.env, clock: at }),
      runSweeps({ db: second.db, env: t.env, clock: at }),
      runSweeps({ db: second.db, env: t.env, clock: at }),
    ]);
    expect(rounds.reduce((sum, round) => sum + round.guests, 0)).toBe(unused.length);
    expect(await remainingGuests()).toEqual([kept]);
  });
});
