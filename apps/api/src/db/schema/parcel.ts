import { integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { modules } from './modules';
import { translationsColumn } from './translations';

/**
 * What a parcel is (documents, a small box, ...), in the parcel module, with its own delivery
 * rates in minor units; null rates fall back to the zone's parcel-module rates.
 */
export const parcelCategories = pgTable('parcel_categories', {
  id: serial('id').primaryKey(),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  image: text('image').notNull(),
  perKmShippingCharge: integer('parcel_per_km_shipping_charge'),
  minimumShippingCharge: integer('parcel_minimum_shipping_charge'),
  status: smallint('status').notNull().default(1),
  position: integer('position').notNull().default(0),
  translations: translationsColumn(),
});

/** Ready-made delivery instructions a sender picks (or types their own). */
export const parcelInstructions = pgTable('parcel_instructions', {
  id: serial('id').primaryKey(),
  instruction: text('instruction').notNull(),
  status: smallint('status').notNull().default(1),
  translations: translationsColumn(),
});
