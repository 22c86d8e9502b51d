import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** node-postgres' answer to a raw statement (the Database type leaves it unknown). */
type RawResult<Row> = { rows: Row[]; rowCount: number | null };
const raw = <Row>(result: unknown) => result as RawResult<Row>;

/** One sweep at a time across every API process: a transaction-scoped advisory lock. */
export async function tryHousekeepingLock(tx: Database): Promise<boolean> {
  const result = await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtext('marketplace:housekeeping')) as locked`,
  );
  return raw<{ locked: boolean }>(result).rows[0]?.locked === true;
}

/** Deletes up to `batch` idempotency keys created before `cutoff`; how many went. */
export async function deleteIdempotencyKeysBefore(
  tx: Database,
  cutoff: Date,
  batch: number,
): Promise<number> {
  const result = await tx.execute(sql`
    delete from idempotency_keys where id in (
      select id from idempotency_keys where created_at < ${cutoff.toISOString()}
      order by created_at limit ${batch})`);
  return raw(result).rowCount ?? 0;
}

/** Every other table with a `guest_id` column: a guest with a row in any of them is in use. */
async function selectGuestTables(tx: Database): Promise<string[]> {
  const result = await tx.execute(sql`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'guest_id' and table_name <> 'guests'
    order by table_name`);
  return raw<{ table_name: string }>(result).rows.map((row) => row.table_name);
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Deletes up to `batch` guests issued in [from, to) that have no row in any table with a
 * `guest_id` column (found in the catalogue, so a feature that adds one is covered without
 * changing this query). Rows locked by someone else are skipped.
 */
export async function deleteUnusedGuests(
  tx: Database,
  window: { from: Date; to: Date },
  batch: number,
): Promise<number> {
  const tables = await selectGuestTables(tx);
  const unused = tables.map(
    (table) =>
      sql`and not exists (select 1 from ${sql.raw(quoteIdentifier(table))} t where t.guest_id = g.id)`,
  );
  const result = await tx.execute(sql`
    delete from guests where id in (
      select g.id from guests g
      where g.created_at >= ${window.from.toISOString()} and g.created_at < ${window.to.toISOString()}
      ${sql.join(unused, sql` `)}
      order by g.created_at limit ${batch}
      for update skip locked)`);
  return raw(result).rowCount ?? 0;
}
