import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/customers';
import { stores } from '../../db/schema/stores';
import { storeSchedulesJson } from '../stores/store-columns.repository';

/** The store of a checkout with what pricing and the checkout rules read of it. */
export async function selectCheckoutStore(db: Database, storeId: number) {
  const [row] = await db
    .select({
      id: stores.id,
      name: stores.name,
      moduleId: stores.moduleId,
      zoneId: stores.zoneId,
      latitude: stores.latitude,
      longitude: stores.longitude,
      timeZone: stores.timeZone,
      minimumOrder: stores.minimumOrder,
      freeDelivery: stores.freeDelivery,
      selfDeliverySystem: stores.selfDeliverySystem,
      perKmShippingCharge: stores.perKmShippingCharge,
      minimumShippingCharge: stores.minimumShippingCharge,
      maximumShippingCharge: stores.maximumShippingCharge,
      tax: stores.tax,
      delivery: stores.delivery,
      takeAway: stores.takeAway,
      scheduleOrder: stores.scheduleOrder,
      active: stores.active,
      schedules: storeSchedulesJson,
    })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  return row ?? null;
}

export type CheckoutStore = NonNullable<Awaited<ReturnType<typeof selectCheckoutStore>>>;

/** A customer's profile name, phone and e-mail: the order contact's defaults. */
export async function selectContactDefaults(db: Database, userId: number) {
  const [user] = await db
    .select({ fName: users.fName, lName: users.lName, phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user;
}

/** The customer's wallet balance as it is now (a quote's read: nothing is locked). */
export async function selectWalletBalanceOf(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: users.walletBalance })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.balance ?? 0;
}
