import type { AppDeps } from '../../app-types';
import type { Database } from '../../db/client';
import { isTransaction } from '../../db/is-transaction';
import { runTransaction } from '../../db/transaction';
import type { OrderStatusEvent } from '../../services/order-event-bus';

/** A database handle, or a transaction, and the bus its order and trip events go to. */
export type OrderEventDeps = Pick<AppDeps, 'db' | 'orderEvents'>;

type PendingEvents = { push: (event: OrderStatusEvent) => void };

// Events raised inside a transaction wait here for its commit (runOrderTransaction).
const pendingByTransaction = new WeakMap<Database, PendingEvents>();

/**
 * Runs `work` in one transaction and publishes the order events it raised once it has committed
 * (none when it rolls back), so a tracking page never shows a status that did not happen.
 * Given a transaction already, `work` simply runs inside it: its events wait for the commit of
 * the runOrderTransaction that opened it, or, in a transaction opened with db.transaction
 * directly (whose commit this module cannot observe), are published at once.
 */
export async function runOrderTransaction<T>(
  { db, orderEvents }: OrderEventDeps,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  if (isTransaction(db)) {
    if (!pendingByTransaction.has(db)) pendingByTransaction.set(db, { push: orderEvents.publish });
    return work(db);
  }
  const events: OrderStatusEvent[] = [];
  const result = await runTransaction(db, async (tx) => {
    pendingByTransaction.set(tx, events);
    return work(tx);
  });
  for (const event of events) orderEvents.publish(event);
  return result;
}

/** Raises an order (or trip) status event in a transaction of runOrderTransaction. */
export function publishOrderEvent(tx: Database, event: OrderStatusEvent): void {
  const pending = pendingByTransaction.get(tx);
  if (!pending) throw new Error('order events are raised inside runOrderTransaction');
  pending.push(event);
}
