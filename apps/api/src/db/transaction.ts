import pg from 'pg';
import { type Connection, type Database, databaseOn } from './client';
import { isTransaction } from './is-transaction';

/** The client each open transaction of runTransaction runs on, found from its handle. */
const clientOfTransaction = new WeakMap<Database, pg.PoolClient>();

/**
 * Where a query given `db` must run: the client of a transaction opened by runTransaction, or
 * the pool of the app's handle (Drizzle's documented `$client`). Drizzle 0.45 has no supported
 * way to reach the connection of a transaction it opened itself, so any other transaction is a
 * bug here rather than a query silently run outside it.
 */
export function connectionOf(db: Database): Connection {
  const client = clientOfTransaction.get(db);
  if (client) return client;
  if (isTransaction(db)) {
    throw new Error('this transaction was not opened by runTransaction (db/transaction.ts)');
  }
  const { $client } = db as Database & { $client?: unknown };
  if ($client instanceof pg.Pool || $client instanceof pg.Client) return $client as Connection;
  throw new Error('not a node-postgres handle');
}

/**
 * Runs `work` in one transaction on a client this function checks out of the app's pool: Drizzle
 * opens the transaction on that client, and `work` receives the transaction's handle and the
 * client itself. Queries given the handle run on the client, prepared ones included
 * (db/prepared-query.ts), so they see and roll back with the transaction (decision 0051).
 * Commits when `work` settles, rolls back when it throws; the client goes back to the pool in
 * every case, and is closed instead when begin, commit or rollback failed (its state unknown).
 */
export async function runTransaction<T>(
  db: Database,
  work: (tx: Database, client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const pool = connectionOf(db);
  if (!(pool instanceof pg.Pool)) throw new Error('runTransaction opens transactions on a pool');
  const client = await pool.connect();
  let workError: unknown;
  let isBroken = false;
  try {
    return await databaseOn(client).transaction(async (tx) => {
      clientOfTransaction.set(tx, client);
      try {
        return await work(tx, client);
      } catch (error) {
        workError = error;
        throw error;
      }
    });
  } catch (error) {
    isBroken = error !== workError;
    throw error;
  } finally {
    client.release(isBroken);
  }
}
