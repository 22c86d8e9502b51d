import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildRentalWorld, type RentalWorld } from '../../../test/builders/rental';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createRentalClient } from './rental-client';

export type RentalTestWorld = {
  t: TestApp;
  w: RentalWorld;
  client: ReturnType<typeof createRentalClient>;
};

/**
 * One test app for the file, and before each test an empty database with a fresh rental world
 * and a client on its module and zone. Read the fields inside tests (they change per test).
 */
export function useRentalTestWorld(): RentalTestWorld {
  const world = {} as RentalTestWorld;
  beforeAll(async () => {
    world.t = await createTestApp();
  });
  afterAll(() => world.t.close());
  beforeEach(async () => {
    await world.t.reset();
    world.w = await buildRentalWorld(world.t.db);
    world.client = createRentalClient(world.t, world.w.module.id, world.w.zone.id);
  });
  return world;
}
