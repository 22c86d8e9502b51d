import { type Column, eq, getTableName, type SQL, sql, type Table } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `"table"."column"`, always qualified. Drizzle writes bare column names in the select list of
 * a single-table query, which inside a correlated subquery would bind to the inner table.
 */
export function qualified(table: Table, column: Column): SQL {
  return sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;
}

/** `(1, 2, 3)` as bound parameters, for `in` lists in raw fragments. */
export function idList(ids: readonly number[]): SQL {
  return sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** Text matched literally inside a LIKE/ILIKE pattern: %, _ and the escape character escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const ID = /^\d{1,9}$/;

/** Details pages take `42` (an id) or `spice-route` (a slug). */
export function matchesIdOrSlug(table: { id: PgColumn; slug: PgColumn }, idOrSlug: string): SQL {
  return ID.test(idOrSlug) ? eq(table.id, Number(idOrSlug)) : eq(table.slug, idOrSlug);
}

/** A query condition or order term that a service hands back to a repository. */
export type { SQL } from 'drizzle-orm';
