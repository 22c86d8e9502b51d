import type { Database } from '../../db/client';
import { deviceTokens } from '../../db/schema/device-tokens';

/** Keeps the token for this customer: one upsert, so a repeat or a race leaves one row. */
export async function upsertDeviceToken(db: Database, userId: number, token: string) {
  const now = new Date();
  await db
    .insert(deviceTokens)
    .values({ token, userId, updatedAt: now })
    .onConflictDoUpdate({ target: deviceTokens.token, set: { userId, updatedAt: now } });
}
