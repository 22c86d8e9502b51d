import { and, desc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

type FavouritesTable<A extends string, B extends string> = PgTable &
  Record<'id' | 'userId' | 'createdAt' | A | B, PgColumn>;

/** One favourite: `{ [first]: id }` or `{ [second]: id }`. */
export type FavouriteTarget<A extends string, B extends string> =
  | { [K in A]: number }
  | { [K in B]: number };

/** Each kind's ids: `{ itemIds, storeIds }`, `{ vehicleIds, providerIds }`. */
export type FavouriteIds<A extends string, B extends string> = Record<`${A}s` | `${B}s`, number[]>;

/**
 * The queries of a table of favourites whose rows name exactly one of two targets (an item or a
 * store, a vehicle or a provider), unique per customer and target: the wishlist and the rental
 * wishlist share them.
 */
export function favouritesQueries<A extends string, B extends string>(
  table: FavouritesTable<A, B>,
  first: A,
  second: B,
) {
  type Target = FavouriteTarget<A, B>;
  const keyOf = (target: Target): A | B => (first in target ? first : second);
  const idOf = (target: Target) => (target as Record<string, number>)[keyOf(target)] as number;
  return {
    /** Adds a favourite; adding it twice keeps one row (the unique index decides, also under races). */
    async insert(db: Database, userId: number, target: Target): Promise<void> {
      const key = keyOf(target);
      await db
        .insert(table)
        .values({
          userId,
          [first]: key === first ? idOf(target) : null,
          [second]: key === second ? idOf(target) : null,
        } as never)
        .onConflictDoNothing();
    },
    /** Removes the caller's own favourite only; how many rows went (0 or 1). */
    async delete(db: Database, userId: number, target: Target): Promise<number> {
      const removed = await db
        .delete(table)
        .where(and(eq(table.userId, userId), eq(table[keyOf(target)], idOf(target))))
        .returning({ id: table.id });
      return removed.length;
    },
    /** The customer's favourite ids of each kind (`${first}s`, `${second}s`), newest first. */
    async selectIds(db: Database, userId: number): Promise<FavouriteIds<A, B>> {
      const rows = (await db
        .select({ first: table[first], second: table[second] })
        .from(table as PgTable)
        .where(eq(table.userId, userId))
        .orderBy(desc(table.createdAt), desc(table.id))) as {
        first: number | null;
        second: number | null;
      }[];
      return {
        [`${first}s`]: rows.flatMap((row) => (row.first === null ? [] : [row.first])),
        [`${second}s`]: rows.flatMap((row) => (row.second === null ? [] : [row.second])),
      } as FavouriteIds<A, B>;
    },
  };
}
