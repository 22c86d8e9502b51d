import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { modules } from './modules';

export type PolygonPoint = { lat: number; lng: number };

export const zones = pgTable('zones', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  displayName: text('display_name').notNull(),
  status: smallint('status').notNull().default(1),
  /** Outer ring of the zone, in order. */
  polygon: jsonb('polygon').$type<PolygonPoint[]>().notNull(),
  cashOnDelivery: boolean('cash_on_delivery').notNull().default(true),
  digitalPayment: boolean('digital_payment').notNull().default(true),
  /** Surcharge on the delivery fee, in percent, applied when the status is 1. */
  increasedDeliveryFee: doublePrecision('increased_delivery_fee').notNull().default(0),
  increasedDeliveryFeeStatus: smallint('increased_delivery_fee_status').notNull().default(0),
  increasedDeliveryFeeReason: text('increased_delivery_fee_reason'),
});

/** Per-zone delivery rates of a module (amounts in minor units). */
export const zoneModules = pgTable(
  'zone_modules',
  {
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    perKmShippingCharge: integer('per_km_shipping_charge').notNull(),
    minimumShippingCharge: integer('minimum_shipping_charge').notNull(),
    maximumShippingCharge: integer('maximum_shipping_charge'),
    maximumCodOrderAmount: integer('maximum_cod_order_amount'),
  },
  (t) => [primaryKey({ columns: [t.zoneId, t.moduleId] })],
);

/** The local geocoder's gazetteer: named places customers can search for. */
export const places = pgTable('places', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  secondaryText: text('secondary_text').notNull(),
  formattedAddress: text('formatted_address').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});
