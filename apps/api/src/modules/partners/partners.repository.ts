import { asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  type ApplicationStatus,
  deliveryManApplications,
  deliveryMen,
  vendorApplications,
  vendors,
} from '../../db/schema/partners';
import { stores } from '../../db/schema/stores';
import { uploads } from '../../db/schema/uploads';

export type VendorApplicationRow = typeof vendorApplications.$inferSelect;
export type DeliveryManApplicationRow = typeof deliveryManApplications.$inferSelect;

/** Which contacts are taken by an account or a pending application of the kind. */
export type TakenContacts = { email: boolean; phone: boolean };

const sameEmail = (column: AnyPgColumn, email: string) => sql`lower(${column}) = lower(${email})`;

/** An account or application table: each holds a partner's e-mail and phone. */
type ContactTable = PgTable & { email: AnyPgColumn; phone: AnyPgColumn };

/** Whether any row (within `scope`, when given) holds the e-mail, and whether any holds the phone. */
async function contactsIn(
  db: Database,
  table: ContactTable,
  email: string,
  phone: string,
  scope?: SQL,
) {
  const matches = sql`${sameEmail(table.email, email)} or ${table.phone} = ${phone}`;
  const [found] = await db
    .select({
      email: sql<boolean>`bool_or(${sameEmail(table.email, email)})`,
      phone: sql<boolean>`bool_or(${table.phone} = ${phone})`,
    })
    .from(table)
    .where(scope ? sql`${scope} and (${matches})` : matches);
  return found;
}

/** A kind's accounts and its applications, pending ones of which hold contacts too. */
const CONTACT_TABLES = {
  vendor: { accounts: vendors, applications: vendorApplications },
  delivery_man: { accounts: deliveryMen, applications: deliveryManApplications },
};

export async function partnerContactsTaken(
  db: Database,
  kind: keyof typeof CONTACT_TABLES,
  email: string,
  phone: string,
): Promise<TakenContacts> {
  const { accounts, applications } = CONTACT_TABLES[kind];
  const account = await contactsIn(db, accounts, email, phone);
  const pending = await contactsIn(
    db,
    applications,
    email,
    phone,
    sql`${applications.status} = 'pending'`,
  );
  return {
    email: Boolean(account?.email || pending?.email),
    phone: Boolean(account?.phone || pending?.phone),
  };
}

export async function insertVendorApplication(
  db: Database,
  values: typeof vendorApplications.$inferInsert,
): Promise<VendorApplicationRow> {
  const [row] = await db.insert(vendorApplications).values(values).returning();
  if (!row) throw new Error('vendor application not inserted');
  return row;
}

export async function insertDeliveryManApplication(
  db: Database,
  values: typeof deliveryManApplications.$inferInsert,
): Promise<DeliveryManApplicationRow> {
  const [row] = await db.insert(deliveryManApplications).values(values).returning();
  if (!row) throw new Error('delivery man application not inserted');
  return row;
}

export async function lockVendorApplication(tx: Database, id: number) {
  const [row] = await tx
    .select()
    .from(vendorApplications)
    .where(eq(vendorApplications.id, id))
    .for('update');
  return row ?? null;
}

export async function lockDeliveryManApplication(tx: Database, id: number) {
  const [row] = await tx
    .select()
    .from(deliveryManApplications)
    .where(eq(deliveryManApplications.id, id))
    .for('update');
  return row ?? null;
}

export async function updateVendorApplication(
  tx: Database,
  id: number,
  values: Partial<typeof vendorApplications.$inferInsert>,
): Promise<VendorApplicationRow> {
  const [row] = await tx
    .update(vendorApplications)
    .set(values)
    .where(eq(vendorApplications.id, id))
    .returning();
  if (!row) throw new Error('vendor application not updated');
  return row;
}

export async function updateDeliveryManApplication(
  tx: Database,
  id: number,
  values: Partial<typeof deliveryManApplications.$inferInsert>,
): Promise<DeliveryManApplicationRow> {
  const [row] = await tx
    .update(deliveryManApplications)
    .set(values)
    .where(eq(deliveryManApplications.id, id))
    .returning();
  if (!row) throw new Error('delivery man application not updated');
  return row;
}

export async function insertVendor(tx: Database, values: typeof vendors.$inferInsert) {
  const [row] = await tx.insert(vendors).values(values).returning();
  if (!row) throw new Error('vendor not inserted');
  return row;
}

export async function insertPartnerStore(tx: Database, values: typeof stores.$inferInsert) {
  const [row] = await tx.insert(stores).values(values).returning();
  if (!row) throw new Error('store not inserted');
  return row;
}

export async function insertDeliveryMan(tx: Database, values: typeof deliveryMen.$inferInsert) {
  const [row] = await tx.insert(deliveryMen).values(values).returning();
  if (!row) throw new Error('delivery man not inserted');
  return row;
}

/** Makes an approved store's logo and cover readable by anyone (they become its public face). */
export async function publishUploads(tx: Database, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    await tx.update(uploads).set({ access: 'public' }).where(eq(uploads.id, id));
  }
}

export async function selectVendorApplications(
  db: Database,
  status: ApplicationStatus,
  page: { limit: number; offset: number },
) {
  const where = eq(vendorApplications.status, status);
  const [total] = await db.select({ n: count() }).from(vendorApplications).where(where);
  const rows = await db
    .select()
    .from(vendorApplications)
    .where(where)
    .orderBy(asc(vendorApplications.id))
    .limit(page.limit)
    .offset((page.offset - 1) * page.limit);
  return { total: total?.n ?? 0, rows };
}

export async function selectDeliveryManApplications(
  db: Database,
  status: ApplicationStatus,
  page: { limit: number; offset: number },
) {
  const where = eq(deliveryManApplications.status, status);
  const [total] = await db.select({ n: count() }).from(deliveryManApplications).where(where);
  const rows = await db
    .select()
    .from(deliveryManApplications)
    .where(where)
    .orderBy(asc(deliveryManApplications.id))
    .limit(page.limit)
    .offset((page.offset - 1) * page.limit);
  return { total: total?.n ?? 0, rows };
}

export async function setVendorStore(tx: Database, vendorId: number, storeId: number) {
  await tx.update(vendors).set({ storeId }).where(eq(vendors.id, vendorId));
}
