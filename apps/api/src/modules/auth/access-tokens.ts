import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { insertAccessToken, revokeTokenHash, selectTokenOwner } from './access-tokens.repository';

/** How long a bearer token works without signing in again. */
export const ACCESS_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Spec 02 §8 wordings for a token that no longer works. */
export const TOKEN_EXPIRED_MESSAGE = 'Your token has been expired';
export const ACCOUNT_INACTIVE_MESSAGE = 'Your account is inactive';
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';

export class UnauthorizedError extends AppError {
  constructor(message: string = UNAUTHENTICATED_MESSAGE) {
    super(401, 'auth-001', message);
  }
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 256 random bits, URL-safe; returned once to the client and stored only as a hash. */
export async function issueAccessToken(
  db: Database,
  userId: number,
  now: Date = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertAccessToken(db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ACCESS_TOKEN_LIFETIME_MS),
  });
  return token;
}

/** The customer a bearer token belongs to, or 401 with the spec's words. */
export async function authenticateBearer(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<{ userId: number }> {
  const row = await selectTokenOwner(db, hashToken(token));
  if (!row || row.revokedAt) throw new UnauthorizedError();
  if (row.expiresAt.getTime() <= now.getTime()) throw new UnauthorizedError(TOKEN_EXPIRED_MESSAGE);
  if (row.status !== 1) throw new UnauthorizedError(ACCOUNT_INACTIVE_MESSAGE);
  return { userId: row.userId };
}

/** Logout: the token stops working at once. */
export async function revokeAccessToken(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<void> {
  await revokeTokenHash(db, hashToken(token), now);
}
