import { integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { translationsColumn } from './translations';

export const MODULE_TYPES = [
  'food',
  'grocery',
  'pharmacy',
  'ecommerce',
  'parcel',
  'rental',
] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

export const modules = pgTable('modules', {
  id: serial('id').primaryKey(),
  moduleName: text('module_name').notNull(),
  moduleType: text('module_type').$type<ModuleType>().notNull(),
  slug: text('slug').notNull().unique(),
  icon: text('icon').notNull(),
  thumbnail: text('thumbnail').notNull(),
  description: text('description').notNull().default(''),
  status: smallint('status').notNull().default(1),
  position: integer('position').notNull().default(0),
  translations: translationsColumn(),
});
