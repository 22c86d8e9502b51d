import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/customers';

const columns = {
  language: users.language,
  theme: users.theme,
  notificationStatus: users.notificationStatus,
};

export async function selectAccountSettings(db: Database, userId: number) {
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function updateAccountSettings(
  db: Database,
  userId: number,
  changes: Partial<{ language: string; theme: 'light' | 'dark'; notificationStatus: number }>,
) {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning(columns);
  return row ?? null;
}
