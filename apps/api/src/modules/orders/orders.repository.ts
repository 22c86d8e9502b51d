import { normalizePhone } from '@marketplace/domain/validation/phone';
import {
  and,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { couponUsages, orderLines, orders, payments } from '../../db/schema/orders';
import { parcelCategories } from '../../db/schema/parcel';
import { coupons } from '../../db/schema/promotions';
import { businessSettings } from '../../db/schema/settings';
import { stores } from '../../db/schema/stores';
import { idempotencyCutoff } from '../../lib/idempotency';
import type { Caller } from '../auth/caller';
import type { OrderRow } from './order-transition';

/** Every customer-facing order query filters by its owner here (ARCHITECTURE "Ownership"). */
export function orderOwnedBy(owner: Caller): SQL {
  return owner.kind === 'customer'
    ? eq(orders.userId, owner.userId)
    : eq(orders.guestId, owner.guestId);
}

const RUNNING_STATUSES = ['pending', 'confirmed', 'processing', 'handover', 'picked_up'] as const;
const ENDED_STATUSES = ['canceled', 'failed'] as const;

/** The owner's order placed with `key` within the retention window (24 hours). */
export async function selectOrderByIdempotencyKey(
  db: Database,
  owner: Caller,
  key: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        orderOwnedBy(owner),
        eq(orders.idempotencyKey, key),
        gt(orders.createdAt, idempotencyCutoff()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A key older than the retention window is forgotten, so the owner may use it again. */
export async function forgetExpiredOrderKey(tx: Database, owner: Caller, key: string) {
  await tx
    .update(orders)
    .set({ idempotencyKey: null })
    .where(
      and(
        orderOwnedBy(owner),
        eq(orders.idempotencyKey, key),
        lte(orders.createdAt, idempotencyCutoff()),
      ),
    );
}

/** Orders the owner placed that were not canceled or failed (first_order coupons). */
export async function countPreviousOrders(db: Database, owner: Caller): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(orderOwnedBy(owner), notInArray(orders.status, [...ENDED_STATUSES])));
  return row?.n ?? 0;
}

export async function selectCouponByCode(db: Database, code: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return row ?? null;
}

export type CouponRow = NonNullable<Awaited<ReturnType<typeof selectCouponByCode>>>;

/** Locks the coupon's row, so its per-customer uses are counted and recorded one order at a time. */
export async function lockCoupon(tx: Database, couponId: number): Promise<CouponRow | null> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
  return row ?? null;
}

export async function countCouponUses(
  db: Database,
  couponId: number,
  owner: Caller,
): Promise<number> {
  const byOwner =
    owner.kind === 'customer'
      ? eq(couponUsages.userId, owner.userId)
      : eq(couponUsages.guestId, owner.guestId);
  const [row] = await db
    .select({ n: count() })
    .from(couponUsages)
    .where(and(eq(couponUsages.couponId, couponId), byOwner));
  return row?.n ?? 0;
}

export async function insertCouponUsage(
  tx: Database,
  usage: { couponId: number; owner: Caller; orderId: number },
): Promise<void> {
  await tx.insert(couponUsages).values({
    couponId: usage.couponId,
    userId: usage.owner.kind === 'customer' ? usage.owner.userId : null,
    guestId: usage.owner.kind === 'guest' ? usage.owner.guestId : null,
    orderId: usage.orderId,
  });
  await tx
    .update(coupons)
    .set({ totalUses: sql`${coupons.totalUses} + 1` })
    .where(eq(coupons.id, usage.couponId));
}

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'userId' | 'guestId'>;

export async function insertOrder(tx: Database, owner: Caller, order: NewOrder): Promise<OrderRow> {
  const [row] = await tx
    .insert(orders)
    .values({
      ...order,
      userId: owner.kind === 'customer' ? owner.userId : null,
      guestId: owner.kind === 'guest' ? owner.guestId : null,
    })
    .returning();
  if (!row) throw new Error('order not inserted');
  return row;
}

export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;

export async function insertOrderLines(
  tx: Database,
  orderId: number,
  lines: readonly NewOrderLine[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId })));
}

export async function insertPayment(
  tx: Database,
  payment: { orderId: number; amount: number; token: string },
): Promise<void> {
  await tx.insert(payments).values({ ...payment, gateway: 'demo', status: 'pending' });
}

const orderListColumns = {
  order: orders,
  store: {
    id: stores.id,
    name: stores.name,
    logo: stores.logo,
    address: stores.address,
    phone: stores.phone,
    latitude: stores.latitude,
    longitude: stores.longitude,
    timeZone: stores.timeZone,
  },
  parcelCategory: {
    id: parcelCategories.id,
    name: parcelCategories.name,
    image: parcelCategories.image,
  },
  /** The store's time zone; a parcel has no store: the business's (config time_zone). */
  timeZone: sql<string>`coalesce(${stores.timeZone}, (select bs.value #>> '{}' from ${businessSettings} bs where bs.key = 'time_zone'), 'UTC')`,
  detailsCount: sql<number>`(select count(*)::int from ${orderLines} ol where ol.order_id = ${orders.id})`,
};

/** The owner's running orders, or the ended ones (history), newest first, one page. */
export async function selectOwnedOrders(
  db: Database,
  owner: Caller,
  options: { running: boolean; limit: number; skip: number },
) {
  const statusFilter = options.running
    ? inArray(orders.status, [...RUNNING_STATUSES])
    : notInArray(orders.status, [...RUNNING_STATUSES]);
  const where = and(orderOwnedBy(owner), statusFilter);
  const [totalRow] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db
    .select(orderListColumns)
    .from(orders)
    .leftJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(parcelCategories, eq(parcelCategories.id, orders.parcelCategoryId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(options.limit)
    .offset(options.skip);
  return { total: totalRow?.n ?? 0, rows };
}

/** One of the owner's orders with its store; null when missing or someone else's. */
export async function selectOwnedOrder(db: Database, owner: Caller, orderId: number) {
  const [row] = await db
    .select(orderListColumns)
    .from(orders)
    .leftJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(parcelCategories, eq(parcelCategories.id, orders.parcelCategoryId))
    .where(and(eq(orders.id, orderId), orderOwnedBy(owner)))
    .limit(1);
  return row ?? null;
}

/** How a caller names an order: the public reference, or (owner only) the internal id. */
export type OrderLookup = { reference: string } | { id: number };

const matchesLookup = (lookup: OrderLookup): SQL =>
  'reference' in lookup ? eq(orders.reference, lookup.reference) : eq(orders.id, lookup.id);

/** One of the owner's orders by reference or id, with its store; null otherwise. */
export async function selectOwnedOrderByLookup(db: Database, owner: Caller, lookup: OrderLookup) {
  const [row] = await db
    .select(orderListColumns)
    .from(orders)
    .leftJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(parcelCategories, eq(parcelCategories.id, orders.parcelCategoryId))
    .where(and(matchesLookup(lookup), orderOwnedBy(owner)))
    .limit(1);
  return row ?? null;
}

/**
 * A guest order whose reference and contact number both match (the number proves it, as on the
 * track-order page). A customer's order is never readable this way. Numbers compare normalised
 * ('+' and digits), as orders store them.
 */
export async function selectGuestOrderByContact(
  db: Database,
  reference: string,
  contactNumber: string,
): Promise<OrderWithStore | null> {
  const number = normalizePhone(contactNumber);
  if (number.length <= 1) return null;
  const [row] = await db
    .select(orderListColumns)
    .from(orders)
    .leftJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(parcelCategories, eq(parcelCategories.id, orders.parcelCategoryId))
    .where(
      and(
        eq(orders.reference, reference),
        isNull(orders.userId),
        eq(orders.contactPersonNumber, number),
      ),
    )
    .limit(1);
  return row ?? null;
}

export type OrderWithStore = NonNullable<Awaited<ReturnType<typeof selectOwnedOrder>>>;

/** Locks one of the owner's orders (SELECT ... FOR UPDATE); null when missing or not theirs. */
export async function lockOwnedOrder(
  tx: Database,
  owner: Caller,
  orderId: number,
): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), orderOwnedBy(owner)))
    .for('update');
  return row ?? null;
}

/** The lines of one of the owner's orders (none when the order is not theirs). */
export async function selectOwnedOrderLines(db: Database, owner: Caller, orderId: number) {
  return db
    .select({ line: orderLines })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.orderId, orderId), orderOwnedBy(owner)))
    .orderBy(orderLines.id)
    .then((rows) => rows.map((row) => row.line));
}

/** Any order with its store, for the store operator (no owner filter: the operator key decides). */
export async function selectOrderForOperator(db: Database, orderId: number) {
  const [row] = await db
    .select(orderListColumns)
    .from(orders)
    .leftJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(parcelCategories, eq(parcelCategories.id, orders.parcelCategoryId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}

export async function selectOrderLinesForOperator(db: Database, orderId: number) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
}

/** The token of the order's payment still waiting at the gateway, if any. */
export async function selectPendingPaymentToken(
  db: Database,
  orderId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ token: payments.token })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
    .limit(1);
  return row?.token ?? null;
}
