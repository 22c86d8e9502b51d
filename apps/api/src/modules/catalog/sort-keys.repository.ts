import { createHash } from 'node:crypto';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect } from 'drizzle-orm/pg-core';

/**
 * One column of a list's order. A list's keys end with a unique column (the id), so the order
 * is total: two reads of the same rows always list them in the same order.
 */
export type SortKey = { column: AnyPgColumn; descending: boolean };

export function orderBySortKeys(keys: readonly SortKey[]): SQL[] {
  return keys.map(({ column, descending }) => (descending ? desc(column) : asc(column)));
}

/**
 * A row's sort key as PostgreSQL's text of each column: exact for timestamps (microseconds,
 * with their offset) and floats (shortest text that reads back to the same value), which a
 * JavaScript Date or number would round. Sent back as untyped parameters, each is read as its
 * column's type again (afterSortKey).
 */
export function sortKeyTexts(keys: readonly SortKey[]): SQL<string[]> {
  return sql<string[]>`array[${sql.join(
    keys.map(({ column }) => sql`${column}::text`),
    sql`, `,
  )}]`;
}

/**
 * The rows strictly after the row whose sort key is `values`, in the keys' order. The first
 * column is also bounded on its own, so an index in the list's order starts its scan at the key
 * instead of filtering from the top.
 */
export function afterSortKey(keys: readonly SortKey[], values: readonly string[]): SQL {
  const beyond = (i: number): SQL => {
    const key = keys[i] as SortKey;
    const value = values[i];
    const strictly = key.descending ? sql`${key.column} < ${value}` : sql`${key.column} > ${value}`;
    if (i === keys.length - 1) return strictly;
    return sql`(${strictly} or (${key.column} = ${value} and ${beyond(i + 1)}))`;
  };
  const [first] = keys as [SortKey];
  const bound = first.descending
    ? sql`${first.column} <= ${values[0]}`
    : sql`${first.column} >= ${values[0]}`;
  return sql`(${bound} and ${beyond(0)})`;
}

const dialect = new PgDialect();

/**
 * A list's identity: its condition and order as the SQL text and parameters they become (so
 * the module, visible stores, categories and other filters are all part of it), hashed.
 */
export function listIdentity(where: SQL, orderBy: SQL[]): string {
  const query = dialect.sqlToQuery(sql`${where} order by ${sql.join(orderBy, sql`, `)}`);
  return createHash('sha1')
    .update(query.sql)
    .update(JSON.stringify(query.params))
    .digest('base64url');
}
