import * as accountEndpoints from '@marketplace/contract/endpoints/account';
import * as customerEndpoints from '@marketplace/contract/endpoints/customer';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/customers';
import { customerAddresses } from '../../db/schema/orders';
import { buildSettings } from '../../test/builders/settings';
import { entryRequest } from '../../test/entry-request';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issueAccessToken } from '../auth/access-tokens';
import { buildCustomer, call } from '../auth/auth-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await buildSettings(t.db);
});

function addressOf(userId: number) {
  return {
    userId,
    address: '1 Main St',
    addressType: 'home' as const,
    contactPersonName: 'Grace',
    contactPersonNumber: '+15550000000',
    latitude: 0,
    longitude: 0,
  } satisfies typeof customerAddresses.$inferInsert;
}

describe('DELETE /customer/remove-account', () => {
  it("erases the person, revokes every token, and answers 'Account has been deleted'", async () => {
    const customer = await buildCustomer(t.db, { fName: 'Grace', image: 'customer/grace.png' });
    await t.db.insert(customerAddresses).values(addressOf(customer.id));
    const phoneToken = await issueAccessToken(t.db, customer.id);
    const laptopToken = await issueAccessToken(t.db, customer.id);
    const response = await t.app.inject({
      ...entryRequest(accountEndpoints.removeAccount),
      headers: { authorization: `Bearer ${phoneToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Account has been deleted' });
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(row).toMatchObject({
      email: null,
      phone: null,
      passwordHash: null,
      image: null,
      status: 0,
    });
    expect(row?.fName).not.toBe(customer.fName);
    expect(
      await t.db.select().from(customerAddresses).where(eq(customerAddresses.userId, customer.id)),
    ).toEqual([]);
    for (const token of [phoneToken, laptopToken]) {
      const info = await call(t.app, customerEndpoints.customerInfo, undefined, {
        method: 'GET',
        token,
      });
      expect(info.statusCode).toBe(401);
    }
    // The e-mail and phone are free for a new account.
    const again = await buildCustomer(t.db, { email: customer.email, phone: customer.phone });
    expect(again.id).not.toBe(customer.id);
  });

  it('needs a bearer token', async () => {
    const response = await t.app.inject({
      ...entryRequest(accountEndpoints.removeAccount),
    });
    expect(response.statusCode).toBe(401);
  });
});
