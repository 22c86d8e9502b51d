import { isWithinDailyWindow, parseClockTime } from '../time/clock-time';
import { getZonedClock } from '../time/zoned-clock';

export type AvailabilityWindow = { availableTimeStarts: string; availableTimeEnds: string };

/** An item is orderable now when the store's local time falls in its daily window. */
export function isItemAvailableNow(
  window: AvailabilityWindow,
  timeZone: string,
  now: Date,
): boolean {
  const { minutes } = getZonedClock(now, timeZone);
  return isWithinDailyWindow(
    minutes,
    parseClockTime(window.availableTimeStarts),
    parseClockTime(window.availableTimeEnds),
  );
}

/** 'In Stock' shows when stock is above 0 and the item is available (spec 01 §2). */
export function isInStock(stock: number, isAvailable: boolean): boolean {
  return stock > 0 && isAvailable;
}

export type PurchaseButton = 'buy' | 'out_of_stock' | 'not_available_now' | 'store_closed';

/**
 * Spec 01 §4: stock 0 shows 'Out of Stock'; outside the daily window the item shows
 * 'Not Available now' unless the store takes scheduled orders, in which case it can be bought.
 * Food items are made to order, so only non-food modules track stock. Issue 17 §1: a closed
 * store that takes no scheduled orders cannot take this order either, so nothing is offered.
 */
export function getPurchaseButton(input: {
  stock: number;
  tracksStock: boolean;
  isAvailableNow: boolean;
  scheduleOrder: boolean;
  /** The store is open now (its schedule, in its zone); true when not known. */
  isStoreOpen?: boolean;
}): PurchaseButton {
  if (input.tracksStock && input.stock <= 0) return 'out_of_stock';
  if (input.isStoreOpen === false && !input.scheduleOrder) return 'store_closed';
  if (!input.isAvailableNow && !input.scheduleOrder) return 'not_available_now';
  return 'buy';
}
