import type { ApplicationKind } from '@marketplace/contract/partners';
import { asc, count, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
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

/**
 * Each kind's application table. The queries below are written once for both kinds: they run on
 * the kind's table typed as either (`AnyApplicationTable`), because Drizzle cannot type a query on
 * a table chosen by a type parameter, and `ofKind` narrows their rows back to the kind's. That
 * narrowing (and the widening of an update's values) is the one place the types are asserted;
 * callers are checked per kind, with the kind's own columns.
 */
const APPLICATION_TABLES = { vendor: vendorApplications, delivery_man: deliveryManApplications };
type ApplicationTables = typeof APPLICATION_TABLES;
type AnyApplicationTable = ApplicationTables[ApplicationKind];
type ApplicationRows = { [K in ApplicationKind]: ApplicationTables[K]['$inferSelect'] };
export type ApplicationRow<K extends ApplicationKind> = ApplicationRows[K];
export type VendorApplicationRow = ApplicationRow<'vendor'>;
export type DeliveryManApplicationRow = ApplicationRow<'delivery_man'>;

/** A row read from `APPLICATION_TABLES[kind]`, typed as that kind's row. */
const ofKind = <K extends ApplicationKind>(row: AnyApplicationTable['$inferSelect']) =>
  row as ApplicationRow<K>;

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

async function insertInto<T extends AnyApplicationTable>(
  db: Database,
  table: T,
  values: PgInsertValue<T>,
) {
  const [row] = await db.insert(table).values(values).returning();
  if (!row) throw new Error(`${getTableName(table)} row not inserted`);
  return row;
}

export async function insertApplication<K extends ApplicationKind>(
  db: Database,
  kind: K,
  values: PgInsertValue<ApplicationTables[K]>,
): Promise<ApplicationRow<K>> {
  return ofKind<K>(await insertInto(db, APPLICATION_TABLES[kind], values));
}

/** The application, locked until the transaction ends (so two operators cannot both decide it). */
export async function lockApplication<K extends ApplicationKind>(
  tx: Database,
  kind: K,
  id: number,
): Promise<ApplicationRow<K> | null> {
  const table: AnyApplicationTable = APPLICATION_TABLES[kind];
  const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
  return row ? ofKind<K>(row) : null;
}

export async function updateApplication<K extends ApplicationKind>(
  tx: Database,
  kind: K,
  id: number,
  values: PgUpdateSetSource<ApplicationTables[K]>,
): Promise<ApplicationRow<K>> {
  const table: AnyApplicationTable = APPLICATION_TABLES[kind];
  const [row] = await tx
    .update(table)
    .set(values as PgUpdateSetSource<AnyApplicationTable>)
    .where(eq(table.id, id))
    .returning();
  if (!row) throw new Error(`${kind} application not updated`);
  return ofKind<K>(row);
}

/** One page of the kind's applications in a status, oldest first, and how many there are. */
export async function selectApplications<K extends ApplicationKind>(
  db: Database,
  kind: K,
  status: ApplicationStatus,
  page: { limit: number; offset: number },
) {
  const table: AnyApplicationTable = APPLICATION_TABLES[kind];
  const where = eq(table.status, status);
  const [total] = await db.select({ n: count() }).from(table).where(where);
  const rows = await db
    .select()
    .from(table)
    .where(where)
    .orderBy(asc(table.id))
    .limit(page.limit)
    .offset((page.offset - 1) * page.limit);
  return { total: total?.n ?? 0, rows: rows.map((row) => ofKind<K>(row)) };
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

export async function setVendorStore(tx: Database, vendorId: number, storeId: number) {
  await tx.update(vendors).set({ storeId }).where(eq(vendors.id, vendorId));
}
