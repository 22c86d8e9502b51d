import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildCheckoutWorld, type CheckoutWorld } from '../../../test/builders/orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createOrderClient, type OrderClient } from './order-client';

export type OrderTestWorld = { t: TestApp; w: CheckoutWorld; client: OrderClient };

/**
 * One test app for the file, and before each test an empty database with a fresh checkout world
 * and an order client on its module. Read the fields inside tests (they change per test).
 */
export function useOrderTestWorld(
  options?: Parameters<typeof buildCheckoutWorld>[1],
): OrderTestWorld {
  const world = {} as OrderTestWorld;
  beforeAll(async () => {
    world.t = await createTestApp();
  });
  afterAll(() => world.t.close());
  beforeEach(async () => {
    await world.t.reset();
    world.w = await buildCheckoutWorld(world.t.db, options);
    world.client = createOrderClient(world.t, world.w.module.id);
  });
  return world;
}
