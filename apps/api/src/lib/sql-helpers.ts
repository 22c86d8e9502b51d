import { type Column, getTableName, type SQL, sql, type Table } from 'drizzle-orm';

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
