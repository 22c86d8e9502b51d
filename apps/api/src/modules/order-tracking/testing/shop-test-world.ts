import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { BusinessSettings } from '../../../db/business-settings';
import { buildSettings } from '../../../test/builders/settings';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildShop, type Shop } from './order-builders';

export type ShopTestWorld = { t: TestApp; shop: Shop };

/**
 * One test app for the file (with `env`), and before each test an empty database with business
 * settings (`settings` over the defaults) and a shop whose item has `stock` units. Read the
 * fields inside tests or hooks declared after this call (they change per test).
 */
export function useShopTestWorld(options: {
  env?: Record<string, string>;
  settings?: Partial<BusinessSettings>;
  stock: number;
}): ShopTestWorld {
  const world = {} as ShopTestWorld;
  beforeAll(async () => {
    world.t = await createTestApp({ env: options.env });
  });
  afterAll(() => world.t.close());
  beforeEach(async () => {
    await world.t.reset();
    await buildSettings(world.t.db, options.settings);
    world.shop = await buildShop(world.t.db, { stock: options.stock });
  });
  return world;
}
