import type { Database } from './client';

/** What Drizzle's `.prepare(name)` answers: runs with the placeholders' values. */
type Prepared<Values, Result> = { execute: (values: Values) => Promise<Result> };

/** Drizzle's session of a handle: its `client` is the pool, or a transaction's one connection. */
type WithSession = { session: { client: unknown } };

/**
 * A query whose SQL Drizzle builds once per process, with `sql.placeholder` for what varies, and
 * that PostgreSQL parses and plans once per connection (a named prepared statement). Building a
 * wide select anew on every call was about a third of the API's CPU on a cart add (decision
 * 0048). `build` receives the first caller's handle; every run uses the connection of the handle
 * it is given, so a query prepared on the pool also runs inside a transaction.
 */
export function preparedQuery<Values, Result>(
  name: string,
  build: (db: Database) => { prepare: (name: string) => Prepared<Values, Result> },
): (db: Database, values: Values) => Promise<Result> {
  let prepared: Prepared<Values, Result> | undefined;
  return (db, values) => {
    prepared ??= build(db).prepare(name);
    // Drizzle's prepared query reads its connection from `client` when it runs (0.45).
    const client = (db as unknown as WithSession).session.client;
    const onThisConnection = Object.create(prepared, { client: { value: client } });
    return (onThisConnection as Prepared<Values, Result>).execute(values);
  };
}
