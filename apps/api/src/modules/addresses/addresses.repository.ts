import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/customers';
import { customerAddresses } from '../../db/schema/orders';

export type AddressRow = typeof customerAddresses.$inferSelect;
export type AddressValues = Omit<
  typeof customerAddresses.$inferInsert,
  'id' | 'userId' | 'createdAt'
>;

/** Every query here is scoped to the caller: another customer's address is simply not found. */
function ownedBy(userId: number, storeZoneId?: number) {
  return and(
    eq(customerAddresses.userId, userId),
    storeZoneId === undefined
      ? undefined
      : // jsonb containment: zone_ids holds the store's zone (spec 02 §5).
        sql`${customerAddresses.zoneIds} @> ${JSON.stringify([storeZoneId])}::jsonb`,
  );
}

export async function selectAddressPage(
  db: Database,
  userId: number,
  page: { limit: number; offset: number; storeZoneId?: number },
): Promise<{ rows: AddressRow[]; total: number }> {
  const where = ownedBy(userId, page.storeZoneId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customerAddresses)
      .where(where)
      .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id))
      .limit(page.limit)
      .offset((page.offset - 1) * page.limit),
    db.select({ n: count() }).from(customerAddresses).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Inserts unless the customer already holds `max` addresses. The customer's row is locked so
 * that two concurrent adds cannot both pass the count. null: the cap is reached.
 */
export async function insertAddressWithinCap(
  db: Database,
  userId: number,
  values: AddressValues,
  max: number,
): Promise<AddressRow | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx.select({ n: count() }).from(customerAddresses).where(ownedBy(userId));
    if ((held?.n ?? 0) >= max) return null;
    const [row] = await tx
      .insert(customerAddresses)
      .values({ ...values, userId })
      .returning();
    return row ?? null;
  });
}

export async function updateOwnedAddress(
  db: Database,
  userId: number,
  id: number,
  values: AddressValues,
): Promise<AddressRow | null> {
  const [row] = await db
    .update(customerAddresses)
    .set(values)
    .where(and(eq(customerAddresses.id, id), ownedBy(userId)))
    .returning();
  return row ?? null;
}

export async function deleteOwnedAddress(db: Database, userId: number, id: number) {
  const rows = await db
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.id, id), ownedBy(userId)))
    .returning({ id: customerAddresses.id });
  return rows.length > 0;
}
