/** The demo customer, who can sign in with the published credentials. */
import { randomBytes, scryptSync } from 'node:crypto';
import {
  loyaltyPointTransactions,
  users,
  walletBonuses,
  walletTransactions,
} from '../schema/index';
import { day, insertIds, type SeedContext } from './context';
import { iconImage } from './svg-images';

export const DEMO_CUSTOMER = {
  email: 'demo@example.com',
  phone: '+15550000001',
  password: 'demo1234',
  refCode: 'RIVERDEMO1',
};

const SCRYPT = { N: 16_384, r: 8, p: 1, keyLength: 64 };

/** `scrypt$<N>$<r>$<p>$<saltB64>$<hashB64>`, as the auth module verifies it. */
export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  const { N, r, p, keyLength } = SCRYPT;
  const hash = scryptSync(password, salt, keyLength, { N, r, p });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function seedCustomers(ctx: SeedContext): Promise<number> {
  // A fixed salt keeps the seed deterministic; real sign-ups get a random one.
  const rng = ctx.rng('customer-salt');
  const salt = Buffer.from(Array.from({ length: 16 }, () => rng.int(0, 255)));
  const [id = 0] = await insertIds(ctx.db, users, [
    {
      fName: 'Demo',
      lName: 'Customer',
      email: DEMO_CUSTOMER.email,
      phone: DEMO_CUSTOMER.phone,
      passwordHash: hashPassword(DEMO_CUSTOMER.password, salt),
      image: ctx.media.add('customer/demo.svg', () =>
        iconImage({ title: 'Demo Customer', glyph: 'user', hue: 200 }),
      ),
      isPhoneVerified: 1,
      isEmailVerified: 1,
      refCode: DEMO_CUSTOMER.refCode,
      walletBalance: 5_000,
      loyaltyPoint: 250,
      loginMedium: 'manual',
      createdAt: new Date(ctx.now.getTime() - 90 * 86_400_000),
    },
  ]);
  ctx.demoUserId = id;
  // The demo balances come with their ledger rows: a balance always equals its ledger's sum.
  await ctx.db
    .insert(walletTransactions)
    .values({ userId: id, amount: 5_000, balanceAfter: 5_000, kind: 'admin_bonus' });
  await ctx.db
    .insert(loyaltyPointTransactions)
    .values({ userId: id, points: 250, balanceAfter: 250, kind: 'admin_bonus' });
  return id;
}

/** A top-up bonus running for a year around the seed's day (GET /customer/wallet/bonuses). */
export async function seedWalletBonuses(ctx: SeedContext): Promise<void> {
  await ctx.db.insert(walletBonuses).values([
    {
      title: 'Top-up bonus',
      description: 'Add 20.00 or more and get 10% extra, up to 15.00.',
      bonusType: 'percent',
      bonusAmount: 10,
      minimumAddAmount: 2_000,
      maximumBonusAmount: 1_500,
      startDate: day(ctx.now, -30),
      endDate: day(ctx.now, 365),
    },
    {
      title: 'Big top-up',
      description: 'Add 200.00 or more and get 25.00 extra.',
      bonusType: 'amount',
      bonusAmount: 2_500,
      minimumAddAmount: 20_000,
      maximumBonusAmount: 0,
      startDate: day(ctx.now, -30),
      endDate: day(ctx.now, 365),
    },
  ]);
}
