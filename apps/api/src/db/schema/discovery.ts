import { date, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { zones } from './geo';
import { modules } from './modules';
import { stores } from './stores';
import { translationsColumn } from './translations';

/**
 * The module's other banners (GET /other-banners): wide promotional images lower on the home
 * page than the carousel's banners; in one zone, or every zone when `zone_id` is null. A banner
 * with a store opens that store.
 */
export const otherBanners = pgTable(
  'other_banners',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    image: text('image').notNull(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    zoneId: integer('zone_id').references(() => zones.id),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    /** Lower first. */
    position: integer('position').notNull().default(0),
    status: smallint('status').notNull().default(1),
    translations: translationsColumn(),
  },
  (t) => [index('other_banners_module_idx').on(t.moduleId)],
);

/**
 * A store's paid advertisement (GET /advertisement/list): a cover image, a title and a line of
 * text shown on the home page between its start and end dates, lower priority first.
 */
export const advertisements = pgTable(
  'advertisements',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    coverImage: text('cover_image').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    priority: integer('priority').notNull().default(0),
    status: smallint('status').notNull().default(1),
    translations: translationsColumn(),
  },
  (t) => [index('advertisements_store_idx').on(t.storeId)],
);
