import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accessTokens } from '../../db/schema/auth';
import { users } from '../../db/schema/customers';

export async function insertAccessToken(
  db: Database,
  token: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(accessTokens).values(token);
}

/** The token's customer, its expiry and revocation, and the customer's status. */
export async function selectTokenOwner(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      userId: accessTokens.userId,
      expiresAt: accessTokens.expiresAt,
      revokedAt: accessTokens.revokedAt,
      status: users.status,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(eq(accessTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function revokeTokenHash(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.tokenHash, tokenHash), isNull(accessTokens.revokedAt)));
}
