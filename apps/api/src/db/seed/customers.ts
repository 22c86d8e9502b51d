/** The demo customer, who can sign in with the published credentials. */
import { randomBytes, scryptSync } from 'node:crypto';
import { users } from '../schema/index';
import { insertIds, type SeedContext } from './context';
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
  return id;
}
