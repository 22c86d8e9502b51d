import { randomBytes, randomInt } from 'node:crypto';
import type { E2eCustomer, E2eCustomerBodySchema } from '@marketplace/contract/e2e-fixtures';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { hashPassword } from '../../db/seed/customers';
import { insertCustomer } from './e2e-fixtures.repository';

const PASSWORD = 'fixture-pass1';

/**
 * A verified customer of one journey alone: a unique e-mail, a +1 555 number no one else has, a
 * password, and the wallet asked for.
 */
export async function createFixtureCustomer(
  db: Database,
  body: z.output<typeof E2eCustomerBodySchema>,
): Promise<E2eCustomer> {
  const tag = randomBytes(5).toString('hex');
  const customer = {
    name: `Fixture ${tag}`,
    email: `fixture-${tag}@example.com`,
    phone: `+1555${String(randomInt(0, 10_000_000)).padStart(7, '0')}`,
    password: PASSWORD,
  };
  const id = await insertCustomer(db, {
    fName: 'Fixture',
    lName: tag,
    email: customer.email,
    phone: customer.phone,
    passwordHash: hashPassword(PASSWORD),
    isPhoneVerified: 1,
    isEmailVerified: 1,
    refCode: `E2E${tag.toUpperCase()}`,
    walletBalance: body.wallet_minor,
    loyaltyPoint: body.loyalty_points,
    loginMedium: 'manual',
  });
  return { id, ...customer };
}
