import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accessTokens, signInTickets, socialAccounts } from '../../db/schema/auth';
import { guests, users } from '../../db/schema/customers';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** E-mails are unique case-insensitively (users_email_key is on lower(email)). */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

export async function findUserByPhone(db: Database, phone: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

export async function findUserByRefCode(db: Database, refCode: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`upper(${users.refCode}) = upper(${refCode})`)
    .limit(1);
  return row ?? null;
}

export async function insertUser(db: Database, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert users returned no row');
  return row;
}

export async function updateUser(
  db: Database,
  id: number,
  values: Partial<NewUser>,
): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  if (!row) throw new Error(`user ${id} vanished`);
  return row;
}

export async function guestExists(db: Database, guestId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: guests.id })
    .from(guests)
    .where(eq(guests.id, guestId))
    .limit(1);
  return Boolean(row);
}

/** Every bearer token of the customer stops working (after a password reset). */
export async function revokeAllAccessTokens(db: Database, userId: number, now: Date) {
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
}

// ---------- social accounts ----------

export async function findUserBySocialAccount(
  db: Database,
  medium: 'google' | 'facebook' | 'apple',
  subject: string,
): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(and(eq(socialAccounts.medium, medium), eq(socialAccounts.subject, subject)))
    .limit(1);
  return row?.user ?? null;
}

/** Links the identity to the customer; linking the same identity twice is a no-op. */
export async function linkSocialAccount(
  db: Database,
  link: {
    userId: number;
    medium: 'google' | 'facebook' | 'apple';
    subject: string;
    email: string | null;
  },
): Promise<void> {
  await db.insert(socialAccounts).values(link).onConflictDoNothing();
}

// ---------- sign-in tickets (temp_token) ----------

export function hashTicket(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex');
}

export async function insertSignInTicket(
  db: Database,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(signInTickets).values(values);
}

/** The customer a live, unused ticket belongs to. */
export async function findLiveTicketUser(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .select({ userId: signInTickets.userId })
    .from(signInTickets)
    .where(
      and(
        eq(signInTickets.tokenHash, tokenHash),
        isNull(signInTickets.usedAt),
        gt(signInTickets.expiresAt, now),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

/** Uses the ticket up; false when another request used it first. */
export async function useTicket(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  const used = await db
    .update(signInTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInTickets.tokenHash, tokenHash),
        isNull(signInTickets.usedAt),
        gt(signInTickets.expiresAt, now),
      ),
    )
    .returning({ id: signInTickets.id });
  return used.length > 0;
}
