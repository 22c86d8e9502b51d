import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accessTokens, otpCodes, signInTickets, socialAccounts } from '../../db/schema/auth';
import { cartLines } from '../../db/schema/cart';
import { users } from '../../db/schema/customers';
import { customerAddresses } from '../../db/schema/orders';
import { rentalCartTrips, rentalWishlist } from '../../db/schema/rental';
import { wishlist } from '../../db/schema/wishlist';

/**
 * Erases the person in one transaction (the caller deletes the photo's file after): every token revoked, contacts, name, photo, password,
 * social links, addresses, carts and wishlists gone. The row itself stays, blocked and nameless,
 * because orders and trips (the stores' books) and the wallet ledger point at it.
 */
export async function eraseCustomer(
  db: Database,
  userId: number,
  now: Date,
): Promise<{ photoUploadId: string | null }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ photoUploadId: users.imageUploadId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx
      .update(accessTokens)
      .set({ revokedAt: now })
      .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
    await tx.delete(signInTickets).where(eq(signInTickets.userId, userId));
    await tx.delete(otpCodes).where(eq(otpCodes.userId, userId));
    await tx.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
    await tx.delete(customerAddresses).where(eq(customerAddresses.userId, userId));
    await tx.delete(cartLines).where(eq(cartLines.userId, userId));
    await tx.delete(rentalCartTrips).where(eq(rentalCartTrips.userId, userId));
    await tx.delete(rentalWishlist).where(eq(rentalWishlist.userId, userId));
    await tx.delete(wishlist).where(eq(wishlist.userId, userId));
    await tx
      .update(users)
      .set({
        fName: 'Deleted',
        lName: 'customer',
        email: null,
        phone: null,
        passwordHash: null,
        image: null,
        imageUploadId: null,
        isPhoneVerified: 0,
        isEmailVerified: 0,
        status: 0,
        socialId: null,
        interest: [],
        language: null,
        theme: null,
        refCode: `DELETED-${randomBytes(8).toString('hex')}`,
      })
      .where(eq(users.id, userId));
    return { photoUploadId: before?.photoUploadId ?? null };
  });
}
