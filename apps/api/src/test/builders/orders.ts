import type { BusinessSettings } from '../../db/business-settings';
import type { Database } from '../../db/client';
import type { items } from '../../db/schema/catalog';
import type { zoneModules, zones } from '../../db/schema/geo';
import type { ModuleType } from '../../db/schema/modules';
import type { stores } from '../../db/schema/stores';
import { buildCategory, buildItem } from './category';
import { buildModule } from './module';
import { buildSettings } from './settings';
import { buildStore } from './store';
import { buildStoreSchedule } from './store-details';
import { buildZone, buildZoneModule, squarePolygon } from './zone';

export type CheckoutWorldOptions = {
  moduleType?: ModuleType;
  settings?: Partial<BusinessSettings>;
  store?: Partial<typeof stores.$inferInsert>;
  rates?: Partial<typeof zoneModules.$inferInsert>;
  zone?: Partial<typeof zones.$inferInsert>;
  /** Opening hours every day (store's time zone); default all day. */
  hours?: { openingTime: string; closingTime: string } | null;
};

/** A point inside the world's zone, about 1.6 km (straight line) from its store. */
export const INSIDE_POINT = { lat: 0.51, lng: 0.51 };
/** A point outside every zone of the world. */
export const OUTSIDE_POINT = { lat: 5, lng: 5 };

/**
 * What checkout needs: settings (free delivery, additional charge and tax off unless asked), a
 * zone (lat/lng 0..1) with rates for the module, a store open all day at (0.5, 0.5) in UTC,
 * and a category to put items in. Minor units.
 */
export async function buildCheckoutWorld(db: Database, options: CheckoutWorldOptions = {}) {
  const settings = await buildSettings(db, {
    admin_free_delivery_status: false,
    admin_free_delivery_type: null,
    free_delivery_over: null,
    additional_charge_status: 0,
    tax_included: 0,
    ...options.settings,
  });
  const zone = await buildZone(db, { polygon: squarePolygon(0, 0, 1), ...options.zone });
  const module = await buildModule(db, { moduleType: options.moduleType ?? 'grocery' });
  await buildZoneModule(db, zone.id, module.id, {
    perKmShippingCharge: 100,
    minimumShippingCharge: 200,
    maximumShippingCharge: 5_000,
    ...options.rates,
  });
  const store = await buildStore(
    db,
    { moduleId: module.id, zoneId: zone.id },
    { latitude: 0.5, longitude: 0.5, timeZone: 'UTC', tax: 0, ...options.store },
  );
  if (options.hours !== null) {
    await buildStoreSchedule(
      db,
      store.id,
      options.hours ?? { openingTime: '00:00', closingTime: '23:59' },
    );
  }
  const category = await buildCategory(db, module.id);
  return {
    settings,
    zone,
    module,
    store,
    category,
    /** An item of the store (price 1,000, stock 100 unless overridden). */
    item: (overrides: Partial<typeof items.$inferInsert> = {}) =>
      buildItem(
        db,
        { storeId: store.id, moduleId: module.id, categoryId: category.id },
        { price: 1_000, stock: 100, ...overrides },
      ),
  };
}

export type CheckoutWorld = Awaited<ReturnType<typeof buildCheckoutWorld>>;

/** A place (or quote) body for a delivery to INSIDE_POINT, paid in cash; override any field. */
export function placeBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    payment_method: 'cash_on_delivery',
    order_type: 'delivery',
    address: '12 Test Road',
    latitude: INSIDE_POINT.lat,
    longitude: INSIDE_POINT.lng,
    contact_person_name: 'Test Buyer',
    contact_person_number: '+15550199',
    ...overrides,
  };
}

/** A Buy Now body for `quantity` of one item. */
export function buyNowBody(
  itemId: number,
  quantity = 1,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return placeBody({
    is_buy_now: 1,
    cart: [{ item_id: itemId, model: 'Item', quantity, variation: [] }],
    ...overrides,
  });
}
