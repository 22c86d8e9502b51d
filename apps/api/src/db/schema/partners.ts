import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { zones } from './geo';
import { modules } from './modules';
import { stores } from './stores';
import { uploads } from './uploads';

/*
 * Partner sign-up (issue 16, decision 0035): applications wait for an operator; approving one
 * creates the vendor account and its store, or the delivery man. A contact (e-mail, phone) is held
 * by at most one pending application of a kind (partial unique indexes: a double submit creates
 * one row) and by at most one account of that kind.
 */

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';
/** Per-locale translations of the store's text: {"es": {"name": "...", "address": "..."}}. */
export type StoreTextTranslations = Partial<
  Record<'es' | 'fr', { name?: string; address?: string }>
>;

/** Name, contacts and password hash: what every applicant and partner account holds. */
const applicantColumns = () => ({
  fName: text('f_name').notNull(),
  lName: text('l_name'),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  passwordHash: text('password_hash').notNull(),
});

/** What a delivery man gives about the work, held by the application and then by the account. */
const deliveryManColumns = () => ({
  zoneId: integer('zone_id')
    .notNull()
    .references(() => zones.id),
  vehicleType: text('vehicle_type').notNull(),
  earning: text('earning').$type<'freelance' | 'salaried'>().notNull(),
  identityType: text('identity_type').notNull(),
  identityNumber: text('identity_number').notNull(),
});

const statusCheck = (name: string, column: unknown) =>
  check(name, sql`${column} in ('pending', 'approved', 'rejected')`);

/** Vendor accounts (sign-in to a vendor panel is not built yet). */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    ...applicantColumns(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendors_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('vendors_phone_key').on(t.phone),
  ],
);

export const vendorApplications = pgTable(
  'vendor_applications',
  {
    id: serial('id').primaryKey(),
    status: text('status').$type<ApplicationStatus>().notNull().default('pending'),
    ...applicantColumns(),
    storeName: text('store_name').notNull(),
    address: text('address').notNull(),
    translations: jsonb('translations').$type<StoreTextTranslations>().notNull().default({}),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    /** Null once a rejection removed the files. */
    logoUploadId: text('logo_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    coverUploadId: text('cover_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** Percent. */
    tax: doublePrecision('tax').notNull(),
    /** "20-30 min". */
    deliveryTime: text('delivery_time').notNull(),
    rejectionReason: text('rejection_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    statusCheck('vendor_applications_status_check', t.status),
    uniqueIndex('vendor_applications_pending_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('vendor_applications_pending_phone_key')
      .on(t.phone)
      .where(sql`${t.status} = 'pending'`),
    index('vendor_applications_status_idx').on(t.status, t.id),
  ],
);

/** Delivery men. Identity images stay private (owner-only uploads, read through signed links). */
export const deliveryMen = pgTable(
  'delivery_men',
  {
    id: serial('id').primaryKey(),
    ...applicantColumns(),
    ...deliveryManColumns(),
    identityImageIds: jsonb('identity_image_ids').$type<string[]>().notNull().default([]),
    imageUploadId: text('image_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('delivery_men_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('delivery_men_phone_key').on(t.phone),
  ],
);

export const deliveryManApplications = pgTable(
  'delivery_man_applications',
  {
    id: serial('id').primaryKey(),
    status: text('status').$type<ApplicationStatus>().notNull().default('pending'),
    ...applicantColumns(),
    ...deliveryManColumns(),
    /** Upload ids; emptied once a rejection removed the files. */
    identityImageIds: jsonb('identity_image_ids').$type<string[]>().notNull().default([]),
    imageUploadId: text('image_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    deliveryManId: integer('delivery_man_id').references(() => deliveryMen.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    statusCheck('delivery_man_applications_status_check', t.status),
    uniqueIndex('delivery_man_applications_pending_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('delivery_man_applications_pending_phone_key')
      .on(t.phone)
      .where(sql`${t.status} = 'pending'`),
    index('delivery_man_applications_status_idx').on(t.status, t.id),
  ],
);
