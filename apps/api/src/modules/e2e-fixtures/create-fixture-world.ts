import { randomBytes } from 'node:crypto';
import type { E2eWorld, E2eWorldBodySchema } from '@marketplace/contract/e2e-fixtures';
import type { z } from 'zod';
import type { AppDeps } from '../../app-types';
import type { ModuleType } from '../../db/schema/modules';
import { slugify } from '../../db/seed/context';
import { iconImage } from '../../db/seed/svg-images';
import { CATALOG_TAG } from '../../services/cache-tags';
import { MODULE_CATALOG_CACHE } from '../module/module.cache';
import { ZONES_CACHE } from '../zones/zones.cache';
import {
  countFixtureZones,
  FIXTURE_ZONE_PREFIX,
  findOrInsertCategory,
  insertCoupons,
  insertMediaOnce,
  insertStore,
  insertZone,
  selectModuleIdsByType,
} from './e2e-fixtures.repository';
import { insertFixtureItem } from './insert-fixture-item';

type WorldBody = z.output<typeof E2eWorldBodySchema>;

/** The demo city's time zone: the fixture stores keep their hours in it too. */
const TIME_ZONE = 'Asia/Dhaka';
/** Worlds sit east of the demo city, one square each, far from its zones and from each other. */
const ORIGIN = { lat: 20, lng: 91 };
const SPACING = 0.05;
const HALF_SIDE = 0.01;
/** Delivery rates of a world's zone for every module (minor units, as the demo city's food). */
const RATES = { perKm: 60, minimum: 199, maximum: 999, cashOnDeliveryMax: 50_000 };

/** The same hours every day. */
function dailyHours(hours: { opens: string; closes: string }) {
  return Array.from({ length: 7 }, (_, day) => ({
    day,
    openingTime: hours.opens,
    closingTime: hours.closes,
  }));
}

/** Open every day, all day: no journey depends on the hour it runs at. */
const ALL_DAY = dailyHours({ opens: '00:00', closes: '23:59' });

function toDate(now: Date, offsetDays: number): string {
  return new Date(now.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A world of its own for one journey: a zone no one else uses (with every module's rates), the
 * stores asked for with their items, and coupons with codes no one else has. The catalogue caches
 * are dropped so the API answers with it at once.
 */
export async function createFixtureWorld(
  { db, caches, clock }: Pick<AppDeps, 'db' | 'caches' | 'clock'>,
  body: WorldBody,
): Promise<E2eWorld> {
  const moduleIds = await selectModuleIdsByType(db);
  const moduleIdOf = (type: ModuleType) => {
    const id = moduleIds.get(type);
    if (id === undefined) throw new Error(`no active ${type} module`);
    return id;
  };
  const index = await countFixtureZones(db);
  const center = { lat: ORIGIN.lat + index * SPACING, lng: ORIGIN.lng };
  const zoneId = await insertZone(
    db,
    {
      name: `${FIXTURE_ZONE_PREFIX} ${index + 1}`,
      displayName: `E2E world ${index + 1}`,
      polygon: [
        { lat: center.lat - HALF_SIDE, lng: center.lng - HALF_SIDE },
        { lat: center.lat + HALF_SIDE, lng: center.lng - HALF_SIDE },
        { lat: center.lat + HALF_SIDE, lng: center.lng + HALF_SIDE },
        { lat: center.lat - HALF_SIDE, lng: center.lng + HALF_SIDE },
      ],
    },
    [...moduleIds.values()].map((moduleId) => ({
      moduleId,
      perKmShippingCharge: RATES.perKm,
      minimumShippingCharge: RATES.minimum,
      maximumShippingCharge: RATES.maximum,
      maximumCodOrderAmount: RATES.cashOnDeliveryMax,
    })),
  );
  const image = await insertMediaOnce(
    db,
    'e2e/fixture.svg',
    iconImage({ title: 'Fixture', glyph: 'food' }),
  );

  const stores: E2eWorld['stores'] = [];
  for (const [position, spec] of body.stores.entries()) {
    const moduleId = moduleIdOf(spec.module);
    const categoryId = await findOrInsertCategory(db, {
      name: 'Fixture items',
      slug: `e2e-fixture-items-${spec.module}`,
      image,
      moduleId,
    });
    const slug = `${slugify(spec.name)}-w${zoneId}`;
    const hours = spec.hours ? dailyHours(spec.hours) : ALL_DAY;
    const storeId = await insertStore(
      db,
      {
        slug,
        name: spec.name,
        moduleId,
        zoneId,
        logo: image,
        coverPhoto: image,
        address: `${position + 1} Fixture Lane`,
        // A short walk from the customer's point, inside the zone.
        latitude: center.lat + 0.002 * (position + 1),
        longitude: center.lng,
        phone: '+15550199000',
        email: `${slug}@fixtures.test`,
        timeZone: TIME_ZONE,
        minimumOrder: spec.minimum_order_minor,
        deliveryTime: '20-30 min',
        delivery: spec.delivery,
        takeAway: spec.take_away,
        scheduleOrder: spec.schedule_order,
      },
      hours,
    );
    const items = [];
    for (const item of spec.items) {
      items.push(
        await insertFixtureItem(db, item, {
          storeId,
          storeSlug: slug,
          moduleId,
          categoryId,
          image,
        }),
      );
    }
    stores.push({
      id: storeId,
      slug,
      name: spec.name,
      module_id: moduleId,
      opening_time: hours[0]?.openingTime ?? '00:00',
      items,
    });
  }

  // The coupons run from yesterday to next month by the clock the journey fixed, if any.
  const now = clock.now();
  const codes = body.coupons.map(() => `E2E${randomBytes(4).toString('hex').toUpperCase()}`);
  await insertCoupons(
    db,
    body.coupons.map((coupon, i) => ({
      title: `${coupon.percent}% off (fixture)`,
      code: codes[i] ?? '',
      couponType: 'default',
      discountType: 'percent',
      discount: coupon.percent * 100,
      minPurchase: coupon.min_purchase_minor,
      moduleId: moduleIdOf(coupon.module),
      startDate: toDate(now, coupon.expired ? -60 : -1),
      expireDate: toDate(now, coupon.expired ? -30 : 30),
    })),
  );

  caches.invalidate(ZONES_CACHE.name, MODULE_CATALOG_CACHE.name, CATALOG_TAG);
  return {
    zone_id: zoneId,
    location: { ...center, address: `E2E world ${index + 1}` },
    stores,
    coupons: codes,
  };
}
