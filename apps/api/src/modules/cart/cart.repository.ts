import type { LineVariation } from '@marketplace/domain/cart/line-variation';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared-query';
import { cartLines } from '../../db/schema/cart';
import { items } from '../../db/schema/catalog';
import { storeDiscounts, stores } from '../../db/schema/stores';
import type { Caller } from '../auth/caller';
import { joinRunningStoreDiscount } from '../catalog/catalog-visibility.repository';
import { itemColumns } from '../items/item-columns.repository';

/** Every cart query filters by its owner here, never in a route (ARCHITECTURE "Ownership"). */
export function ownedBy(owner: Caller): SQL {
  return owner.kind === 'customer'
    ? eq(cartLines.userId, owner.userId)
    : eq(cartLines.guestId, owner.guestId);
}

const lineColumns = {
  id: cartLines.id,
  itemId: cartLines.itemId,
  storeId: cartLines.storeId,
  model: cartLines.model,
  quantity: cartLines.quantity,
  variation: cartLines.variation,
  variationKey: cartLines.variationKey,
  addOnIds: cartLines.addOnIds,
  addOnQtys: cartLines.addOnQtys,
};

const owner = sql.placeholder('owner');
const now = sql.placeholder('now');

/** The owner's lines in a module, oldest first, each with its item: built once per owner kind. */
function linesOf(ownerColumn: typeof cartLines.userId | typeof cartLines.guestId) {
  return preparedQuery(`cart_lines_by_${ownerColumn.name}`, (db) =>
    db
      .select({ ...itemColumns, line: lineColumns })
      .from(cartLines)
      .innerJoin(items, eq(items.id, cartLines.itemId))
      .innerJoin(stores, eq(stores.id, items.storeId))
      .leftJoin(storeDiscounts, joinRunningStoreDiscount(now))
      .where(and(eq(ownerColumn, owner), eq(cartLines.moduleId, sql.placeholder('moduleId'))))
      .orderBy(asc(cartLines.id)),
  );
}
const customerLines = linesOf(cartLines.userId);
const guestLines = linesOf(cartLines.guestId);

/** The owner's lines in a module, oldest first, each with its item as it is now. One query. */
export async function selectCartLines(db: Database, owner: Caller, moduleId: number, at: Date) {
  const values = { moduleId, now: at.toISOString() };
  return owner.kind === 'customer'
    ? customerLines(db, { ...values, owner: owner.userId })
    : guestLines(db, { ...values, owner: owner.guestId });
}

export type CartLineRecord = Awaited<ReturnType<typeof selectCartLines>>[number];
export type StoredCartLine = CartLineRecord['line'];

export type NewCartLine = {
  moduleId: number;
  storeId: number;
  itemId: number;
  model: 'Item' | 'ItemCampaign';
  quantity: number;
  variation: LineVariation;
  variationKey: string;
  addOnIds: number[];
  addOnQtys: number[];
};

const newLine = Object.fromEntries(
  [
    'userId',
    'guestId',
    'moduleId',
    'storeId',
    'itemId',
    'model',
    'quantity',
    'variation',
    'variationKey',
    'addOnIds',
    'addOnQtys',
  ].map((column) => [column, sql.placeholder(column)]),
) as unknown as typeof cartLines.$inferInsert;

/** Built once: see db/prepared-query.ts. */
const insertLine = preparedQuery('cart_line_insert', (db) =>
  db.insert(cartLines).values(newLine).onConflictDoNothing().returning({ id: cartLines.id }),
);

/** Inserts a line unless the owner already has it (the unique index decides); null then. */
export async function insertCartLine(
  db: Database,
  owner: Caller,
  line: NewCartLine,
): Promise<number | null> {
  const [row] = await insertLine(db, {
    ...line,
    userId: owner.kind === 'customer' ? owner.userId : null,
    guestId: owner.kind === 'guest' ? owner.guestId : null,
  });
  return row?.id ?? null;
}

export async function updateCartLine(
  db: Database,
  owner: Caller,
  id: number,
  change: Pick<NewCartLine, 'quantity' | 'variation' | 'variationKey' | 'addOnIds' | 'addOnQtys'>,
): Promise<void> {
  await db
    .update(cartLines)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(cartLines.id, id), ownedBy(owner)));
}

/** Deletes one of the owner's lines; false when it is not theirs (or does not exist). */
export async function deleteCartLine(db: Database, owner: Caller, id: number): Promise<boolean> {
  const deleted = await db
    .delete(cartLines)
    .where(and(eq(cartLines.id, id), ownedBy(owner)))
    .returning({ id: cartLines.id });
  return deleted.length > 0;
}

export async function deleteCartLines(
  db: Database,
  owner: Caller,
  moduleId: number,
  options: { exceptStoreId?: number } = {},
): Promise<void> {
  const scope = and(ownedBy(owner), eq(cartLines.moduleId, moduleId));
  await db
    .delete(cartLines)
    .where(
      options.exceptStoreId === undefined
        ? scope
        : and(scope, ne(cartLines.storeId, options.exceptStoreId)),
    );
}

/** The modules in which the guest's cart has lines. */
export async function selectGuestCartModuleIds(tx: Database, guestId: string): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ moduleId: cartLines.moduleId })
    .from(cartLines)
    .where(eq(cartLines.guestId, guestId));
  return rows.map((row) => row.moduleId);
}

export async function deleteCustomerLinesInModules(
  tx: Database,
  userId: number,
  moduleIds: number[],
): Promise<void> {
  await tx
    .delete(cartLines)
    .where(and(eq(cartLines.userId, userId), inArray(cartLines.moduleId, moduleIds)));
}

/** Gives every line of the guest's cart to the customer; answers how many moved. */
export async function moveGuestLinesToCustomer(
  tx: Database,
  guestId: string,
  userId: number,
): Promise<number> {
  const moved = await tx
    .update(cartLines)
    .set({ userId, guestId: null, updatedAt: sql`now()` })
    .where(eq(cartLines.guestId, guestId))
    .returning({ id: cartLines.id });
  return moved.length;
}
