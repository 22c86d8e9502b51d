import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { getOrderEventBus, type OrderStatusEvent } from '../order-tracking/order-events';

// Events raised inside a transaction opened by runOrderTransaction wait here for its commit.
const pendingByTransaction = new WeakMap<object, OrderStatusEvent[]>();
// A transaction shares its drizzle dialect object with the database handle it came from; the
// event bus is keyed by that handle, so this finds it for transactions opened elsewhere.
const rootByDialect = new WeakMap<object, Database>();

function dialectOf(db: Database): object {
  return (db as unknown as { dialect: object }).dialect;
}

export function isTransaction(db: Database): boolean {
  return is(db, PgTransaction);
}

/** Remembers a database handle so that events raised in its transactions reach its bus. */
export function rememberOrderDatabase(db: Database): void {
  if (!isTransaction(db)) rootByDialect.set(dialectOf(db), db);
}

/**
 * Runs `work` in one transaction and publishes the order events it raised once it has committed
 * (none when it rolls back), so a tracking page never shows a status that did not happen.
 * Given a transaction already, `work` simply runs inside it.
 */
export async function runOrderTransaction<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  if (isTransaction(db)) return work(db);
  rememberOrderDatabase(db);
  const events: OrderStatusEvent[] = [];
  const result = await db.transaction(async (tx) => {
    pendingByTransaction.set(tx, events);
    return work(tx);
  });
  const bus = getOrderEventBus(db);
  for (const event of events) bus.publish(event);
  return result;
}

/**
 * Publishes an order status event: after commit when `db` is a transaction of
 * runOrderTransaction; immediately otherwise (a plain handle, or a transaction opened with
 * db.transaction directly, whose commit this module cannot observe).
 */
export function publishOrderEvent(db: Database, event: OrderStatusEvent): void {
  const pending = pendingByTransaction.get(db);
  if (pending) {
    pending.push(event);
    return;
  }
  const root = isTransaction(db) ? rootByDialect.get(dialectOf(db)) : db;
  if (root) getOrderEventBus(root).publish(event);
}
