import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { guests, users } from '../../db/schema/customers';
import { issueAccessToken } from '../../modules/auth/access-tokens';
import { uniqueNumber } from './sequence';

/** A guest id as auth/guest/request issues it. */
export async function buildGuest(db: Database): Promise<string> {
  const id = randomUUID();
  await db.insert(guests).values({ id });
  return id;
}

/** A customer and a bearer token that signs them in. */
export async function buildSignedInCustomer(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<{ userId: number; token: string }> {
  const n = uniqueNumber();
  const [user] = await db
    .insert(users)
    .values({
      fName: `Customer ${n}`,
      email: `customer${n}@example.test`,
      refCode: `REF${n}`,
      ...overrides,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('customer not inserted');
  return { userId: user.id, token: await issueAccessToken(db, user.id) };
}
