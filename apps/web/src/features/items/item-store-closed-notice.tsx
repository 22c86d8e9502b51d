'use client';

import type { ItemDetails } from '@marketplace/contract/items';
import { Clock } from 'lucide-react';
import { useI18n } from '@/features/i18n/i18n-provider';
import { useNow } from '@/features/shell/clock-provider';
import { describeStoreHours } from '@/features/stores/store-hours';

export type ItemStoreClock = Pick<
  ItemDetails['store_details'],
  'time_zone' | 'schedules' | 'open' | 'active'
>;

/**
 * Issue 17 §1, before the cart: while the item's store is closed, say when it opens (on the
 * store's clock, labelled) and whether the order can be scheduled for later or not at all.
 */
export function ItemStoreClosedNotice({
  store,
  scheduleOrder,
}: {
  store: ItemStoreClock;
  scheduleOrder: boolean;
}) {
  const { t, locale } = useI18n();
  const hours = describeStoreHours(store, useNow(), t, locale);
  return (
    <div
      role="note"
      className="flex items-start gap-1.5 rounded-lg bg-surface-muted px-3 py-2 text-sm"
    >
      <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-semibold">
          {scheduleOrder ? t('items.storeClosedSchedule') : t('items.storeClosedNoSchedule')}
        </span>{' '}
        <span>
          {hours.opens ?? hours.today} ({hours.zone})
        </span>
      </p>
    </div>
  );
}
