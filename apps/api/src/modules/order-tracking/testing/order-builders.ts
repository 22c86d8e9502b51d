import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { items } from '../../../db/schema/catalog';
import { orderLines, orders, payments } from '../../../db/schema/orders';
import { buildCategory, buildItem } from '../../../test/builders/category';
import { buildModule } from '../../../test/builders/module';
import { buildStore } from '../../../test/builders/store';
import { buildZone } from '../../../test/builders/zone';

/** A grocery store (stock is counted) with one item in a zone. */
export async function buildShop(db: Database, options: { stock?: number } = {}) {
  const module = await buildModule(db, { moduleType: 'grocery' });
  const zone = await buildZone(db);
  const store = await buildStore(db, { moduleId: module.id, zoneId: zone.id });
  const category = await buildCategory(db, module.id);
  const item = await buildItem(
    db,
    { storeId: store.id, moduleId: module.id, categoryId: category.id },
    { price: 1_000, stock: options.stock ?? 10 },
  );
  return { moduleId: module.id, zoneId: zone.id, storeId: store.id, itemId: item.id };
}

export type Shop = Awaited<ReturnType<typeof buildShop>>;

type OrderOwner = { userId: number } | { guestId: string };

export type BuildOrderOptions = {
  owner: OrderOwner;
  /** Units of the shop's item; taken off its stock as placing the order would. */
  quantity?: number;
  contactNumber?: string;
  overrides?: Partial<typeof orders.$inferInsert>;
};

/**
 * An order as placement leaves it (pending, stock taken), written directly: these tests are
 * about what happens after placement. Minor units; 1,000 per unit.
 */
export async function buildOrder(db: Database, shop: Shop, options: BuildOrderOptions) {
  const quantity = options.quantity ?? 1;
  const subtotal = quantity * 1_000;
  const owner =
    'userId' in options.owner
      ? { userId: options.owner.userId, guestId: null }
      : { userId: null, guestId: options.owner.guestId };
  const [order] = await db
    .insert(orders)
    .values({
      ...owner,
      moduleId: shop.moduleId,
      storeId: shop.storeId,
      zoneId: shop.zoneId,
      orderType: 'delivery',
      status: 'pending',
      paymentMethod: 'cash_on_delivery',
      paymentStatus: 'unpaid',
      subtotal,
      itemDiscount: 0,
      deliveryFee: 500,
      tax: 0,
      taxIncluded: false,
      total: subtotal + 500,
      contactPersonName: 'Test Customer',
      contactPersonNumber: options.contactNumber ?? '+15550123',
      statusTimes: { pending: new Date().toISOString() },
      ...options.overrides,
    })
    .returning();
  if (!order) throw new Error('order not inserted');
  await db.insert(orderLines).values({
    orderId: order.id,
    itemId: shop.itemId,
    model: 'Item',
    name: 'Test item',
    image: 'items/test.svg',
    quantity,
    unitPrice: 1_000,
    discount: 0,
    price: 1_000,
    variation: [],
    addOns: [],
  });
  await db
    .update(items)
    .set({ stock: sql`${items.stock} - ${quantity}` })
    .where(eq(items.id, shop.itemId));
  return order;
}

/** The demo-gateway payment placement creates for a digital-payment order. */
export async function buildPayment(
  db: Database,
  order: { id: number; total: number; walletAmount: number },
) {
  const token = randomBytes(24).toString('base64url');
  const [payment] = await db
    .insert(payments)
    .values({
      orderId: order.id,
      gateway: 'demo',
      amount: order.total - order.walletAmount,
      status: 'pending',
      token,
    })
    .returning();
  if (!payment) throw new Error('payment not inserted');
  return payment;
}

export async function readStock(db: Database, itemId: number): Promise<number> {
  const [row] = await db.select({ stock: items.stock }).from(items).where(eq(items.id, itemId));
  return row?.stock ?? Number.NaN;
}

export async function readOrder(db: Database, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} not found`);
  return row;
}
