import { type Connection, type Database, databaseOn } from './client';
import { connectionOf } from './transaction';

/** What Drizzle's `.prepare(name)` answers: runs with the placeholders' values. */
type Prepared<Values, Result> = { execute: (values: Values) => Promise<Result> };

/**
 * A query whose SQL Drizzle builds once per connection, with `sql.placeholder` for what varies,
 * and that PostgreSQL parses and plans once per connection (a named prepared statement). Building
 * a wide select anew on every call was about a third of the API's CPU on a cart add (decision
 * 0048). Each run goes to the connection of the handle it is given (db/transaction.ts): the pool,
 * or the client of a transaction opened by runTransaction, where it sees and rolls back with the
 * transaction's writes (decision 0051). `build` receives Drizzle on that connection.
 */
export function preparedQuery<Values, Result>(
  name: string,
  build: (db: Database) => { prepare: (name: string) => Prepared<Values, Result> },
): (db: Database, values: Values) => Promise<Result> {
  // Built on the pool once, and on each pooled client the first time it runs there.
  const byConnection = new WeakMap<Connection, Prepared<Values, Result>>();
  return (db, values) => {
    const connection = connectionOf(db);
    let prepared = byConnection.get(connection);
    if (!prepared) {
      prepared = build(databaseOn(connection)).prepare(name);
      byConnection.set(connection, prepared);
    }
    return prepared.execute(values);
  };
}
