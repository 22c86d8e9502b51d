import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { otpCodes } from '../../db/schema/auth';

export type OtpRow = typeof otpCodes.$inferSelect;
export type OtpPurpose = OtpRow['purpose'];

export async function findOtp(
  db: Database,
  purpose: OtpPurpose,
  target: string,
): Promise<OtpRow | null> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.target, target)))
    .limit(1);
  return row ?? null;
}

export type NewOtp = Pick<
  OtpRow,
  'purpose' | 'channel' | 'target' | 'userId' | 'codeSalt' | 'codeHash' | 'sentAt' | 'expiresAt'
>;

/**
 * Stores a fresh code for (purpose, target), replacing the old one only when the old one was
 * sent before `sentBefore` and is not blocked: two racing sends cannot both pass the cooldown.
 * Returns false when the old row won.
 */
export async function upsertOtp(db: Database, otp: NewOtp, sentBefore: Date): Promise<boolean> {
  const rows = await db
    .insert(otpCodes)
    .values({ ...otp, attempts: 0 })
    .onConflictDoUpdate({
      target: [otpCodes.purpose, otpCodes.target],
      set: {
        channel: otp.channel,
        userId: otp.userId,
        codeSalt: otp.codeSalt,
        codeHash: otp.codeHash,
        sentAt: otp.sentAt,
        expiresAt: otp.expiresAt,
        attempts: 0,
        consumedAt: null,
        blockedUntil: null,
      },
      setWhere: and(
        lt(otpCodes.sentAt, sentBefore),
        or(isNull(otpCodes.blockedUntil), lt(otpCodes.blockedUntil, otp.sentAt)),
      ),
    })
    .returning({ id: otpCodes.id });
  return rows.length > 0;
}

/** Counts one try if tries remain and the code is unused; the new count, or null. */
export async function countOtpTry(db: Database, id: number, maxTries: number) {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, id), lt(otpCodes.attempts, maxTries), isNull(otpCodes.consumedAt)))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts ?? null;
}

export async function blockOtp(db: Database, id: number, until: Date): Promise<void> {
  await db.update(otpCodes).set({ blockedUntil: until }).where(eq(otpCodes.id, id));
}

/** Single use: true only for the request that used the code. */
export async function consumeOtp(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return rows.length > 0;
}

/** A right code that is not used up (reset step 1) gives the tries back. */
export async function resetOtpTries(db: Database, id: number): Promise<void> {
  await db.update(otpCodes).set({ attempts: 0 }).where(eq(otpCodes.id, id));
}

/** Drops a code whose delivery failed, so the customer can ask again at once. */
export async function deleteOtp(db: Database, id: number): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}
