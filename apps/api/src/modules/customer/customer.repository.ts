import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/customers';

export async function selectCustomer(db: Database, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function updateInterest(db: Database, userId: number, interest: number[]) {
  await db.update(users).set({ interest }).where(eq(users.id, userId));
}
