import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/customers';
import { modules } from '../../db/schema/modules';

export async function selectCustomer(db: Database, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function updateInterest(db: Database, userId: number, interest: number[]) {
  await db.update(users).set({ interest }).where(eq(users.id, userId));
}

/** Which of these ids are modules a customer can be interested in (active, not parcel). */
export async function selectInterestModuleIds(db: Database, ids: number[]) {
  const rows = await db
    .select({ id: modules.id })
    .from(modules)
    .where(and(inArray(modules.id, ids), eq(modules.status, 1), ne(modules.moduleType, 'parcel')));
  return rows.map((row) => row.id);
}
