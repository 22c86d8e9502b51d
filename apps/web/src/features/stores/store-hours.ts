import type { StoreDetails } from '@marketplace/contract/stores';
import { findNextOpening, getTodaysSlots } from '@marketplace/domain/catalog/store-open';
import { formatClockTime, formatWeekday, formatZoneName } from '@/features/i18n/format-time';
import type { Translate } from '@/features/i18n/translate';

export type StoreHoursText = {
  /** "Today: 11:30 AM - 10:00 PM", or that the store is closed all day. */
  today: string;
  /** When a closed store opens next ("Opens at 11:30 AM"); null when open or never. */
  opens: string | null;
  /** Whose clock these times are on ("Store time, GMT+6"). */
  zone: string;
};

type StoreClock = Pick<StoreDetails, 'time_zone' | 'schedules' | 'active' | 'open'>;

/**
 * Issue 17 §1: today's hours and, for a closed store, when it opens, on the store's own clock
 * (the demo city keeps Asia/Dhaka time), labelled with its zone so it is not read as the
 * visitor's.
 */
export function describeStoreHours(
  store: StoreClock,
  now: Date,
  t: Translate,
  locale: string,
): StoreHoursText {
  const clock = {
    timeZone: store.time_zone,
    schedules: store.schedules.map((slot) => ({
      day: slot.day,
      openingTime: slot.opening_time,
      closingTime: slot.closing_time,
    })),
  };
  const slots = getTodaysSlots(clock, now);
  const hours = slots
    .map((slot) => `${formatClockTime(slot.openingTime)} - ${formatClockTime(slot.closingTime)}`)
    .join(', ');
  const today = slots.length > 0 ? t('stores.todayHours', { hours }) : t('stores.closedToday');
  const isOpen = store.open === 1 && store.active;
  const next = isOpen || !store.active ? null : findNextOpening(clock, now);
  let opens: string | null = null;
  if (next) {
    const time = formatClockTime(next.minutes);
    if (next.daysAhead === 0) opens = t('stores.opensAt', { time });
    else if (next.daysAhead === 1) opens = t('stores.opensTomorrowAt', { time });
    else opens = t('stores.opensOnAt', { day: formatWeekday(next.day, locale), time });
  }
  return {
    today,
    opens,
    zone: t('stores.storeTime', { zone: formatZoneName(store.time_zone, locale, now) }),
  };
}
