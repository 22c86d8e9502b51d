/**
 * The demo data seed: a believable marketplace in one city, Riverton (zones, six modules, stores,
 * catalogue, promotions, rental, a demo customer; seed-demo.test.ts lists what it promises).
 * Idempotent (a `seed_version` business setting), deterministic (seeded PRNG, dates relative to
 * `now`), and written in one transaction.
 */
import type { Database } from '../client';
import { businessSettings } from '../schema/index';
import { seedCashbackOffers } from './cashback';
import { refreshStoreAggregates } from './catalog-common';
import { seedEcommerce } from './catalog-ecommerce';
import { seedFood, seedFoodExtras } from './catalog-food';
import { seedGrocery } from './catalog-grocery';
import { seedPharmacy } from './catalog-pharmacy';
import { createContext, type SeedContext } from './context';
import { seedCustomers, seedWalletBonuses } from './customers';
import { seedDiscovery } from './discovery';
import { seedZoneModules, seedZones } from './geo';
import { seedModules } from './modules';
import { seedParcel } from './parcel';
import { seedPromotions } from './promotions';
import { seedRental } from './rental';
import { addGeneratedItems, generatedItemCount } from './scale';
import { type DemoSettingsOptions, SEED_VERSION, SEED_VERSION_KEY, seedSettings } from './settings';
import { seedSurgePrices } from './surge';

export type SeedOptions = {
  /** Make sure the catalogue holds this many generated items (for benchmarks). */
  scale?: number;
  /** The clock the demo dates are relative to (campaigns, coupons, flash sales). */
  now?: Date;
  log?: (msg: string) => void;
} & DemoSettingsOptions;

export type SeedResult = {
  /** True when the demo data was written by this call; false when it was already there. */
  seeded: boolean;
  /** Generated items added by this call. */
  generatedItems: number;
};

export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const seeded = await db.transaction(async (tx) => {
    // Claim the seed first: a concurrent seeder blocks here, then finds the row and backs off.
    const claimed = await tx
      .insert(businessSettings)
      .values({
        key: SEED_VERSION_KEY,
        value: { version: SEED_VERSION, seededAt: now.toISOString() },
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ key: businessSettings.key });
    if (claimed.length === 0) return false;
    await writeDemo(createContext(tx, now, log), options);
    return true;
  });
  if (!seeded) log('demo data already present: nothing to do');

  let generatedItems = 0;
  const wanted = options.scale ?? 0;
  if (wanted > 0) {
    const have = await generatedItemCount(db);
    if (have < wanted) generatedItems = await addGeneratedItems(db, wanted - have, { now, log });
    else log(`scale: ${have} generated items already present`);
  }
  return { seeded, generatedItems };
}

async function writeDemo(ctx: SeedContext, options: DemoSettingsOptions): Promise<void> {
  await seedSettings(ctx, { googleClientId: options.googleClientId });
  const geo = await seedZones(ctx);
  const modules = await seedModules(ctx);
  await seedZoneModules(ctx, geo, modules);
  await seedSurgePrices(ctx, geo, modules);
  await seedCashbackOffers(ctx);
  await seedCustomers(ctx);
  await seedWalletBonuses(ctx);
  const stores = {
    food: await seedFood(ctx, modules.food, geo),
    grocery: await seedGrocery(ctx, modules.grocery, geo),
    pharmacy: await seedPharmacy(ctx, modules.pharmacy, geo),
    ecommerce: await seedEcommerce(ctx, modules.ecommerce, geo),
    rental: await seedRental(ctx, modules.rental, geo),
  };
  await seedParcel(ctx, modules.parcel);
  await seedPromotions(ctx, { modules, geo, stores });
  await seedDiscovery(ctx, { modules, geo, stores });
  // Last, so every row above keeps its id.
  await seedFoodExtras(ctx, modules.food, geo);
  await refreshStoreAggregates(ctx);
  await ctx.media.flush(ctx.db, ctx.now);
  ctx.log(`media: ${ctx.media.size} generated images`);
}
