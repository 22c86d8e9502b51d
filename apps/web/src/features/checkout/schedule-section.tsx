'use client';

import type { StoreDetails } from '@marketplace/contract/stores';
import { buildScheduleSlots, type ScheduleDay } from '@marketplace/domain/checkout/schedule-slots';
import { Clock } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { formatClockTime } from '@/features/i18n/format-time';
import { useT } from '@/features/i18n/i18n-provider';
import { CheckoutSection, RadioCard } from './checkout-section';

type ScheduleSectionProps = {
  /** null: the store or the business does not take scheduled orders. */
  store: { schedules: StoreDetails['schedules']; timeZone: string } | null;
  isTakeAway: boolean;
  value: string | null;
  onChange: (value: string | null) => void;
  problems: readonly string[];
};

/** Slots are rebuilt every minute so a slot that has become too soon disappears. */
function useSlots(store: ScheduleSectionProps['store']): ScheduleDay[] {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return useMemo(
    () =>
      store && now
        ? buildScheduleSlots({
            schedules: store.schedules.map((slot) => ({
              day: slot.day,
              openingTime: slot.opening_time,
              closingTime: slot.closing_time,
            })),
            timeZone: store.timeZone,
            now,
          })
        : [],
    [store, now],
  );
}

/** 'As soon as possible', or a time slot within the store's hours today or tomorrow. */
export function ScheduleSection({
  store,
  isTakeAway,
  value,
  onChange,
  problems,
}: ScheduleSectionProps) {
  const t = useT();
  const days = useSlots(store);
  const dayId = useId();
  const slotId = useId();
  const chosenDay =
    days.find((day) => day.slots.some((slot) => slot.value === value)) ?? days[0] ?? null;

  // A chosen slot that is no longer offered (time moved on) falls back to the first one.
  useEffect(() => {
    if (value === null || days.length === 0) return;
    if (!days.some((day) => day.slots.some((slot) => slot.value === value))) {
      onChange(days[0]?.slots[0]?.value ?? null);
    }
  }, [days, value, onChange]);

  const dayLabel = (offset: number) =>
    offset === 0 ? t('checkout.today') : offset === 1 ? t('checkout.tomorrow') : `+${offset}`;
  const isScheduled = value !== null;
  const title = isTakeAway ? t('checkout.pickupTime') : t('checkout.deliveryTime');

  return (
    <CheckoutSection title={title} problems={problems}>
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="sr-only">{title}</legend>
        <RadioCard
          name="schedule"
          value="now"
          checked={!isScheduled}
          onSelect={() => onChange(null)}
          icon={<Clock aria-hidden className="size-5" />}
          title={t('checkout.asap')}
        />
        <RadioCard
          name="schedule"
          value="later"
          checked={isScheduled}
          disabled={store === null || days.length === 0}
          onSelect={() => onChange(days[0]?.slots[0]?.value ?? null)}
          title={t('checkout.scheduleLater')}
          description={
            store === null
              ? t('checkout.scheduleUnavailable')
              : days.length === 0
                ? t('checkout.noSlots')
                : undefined
          }
        />
      </fieldset>
      {isScheduled && chosenDay ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1">
            <label htmlFor={dayId} className="text-sm font-semibold">
              {t('checkout.day')}
            </label>
            <select
              id={dayId}
              value={chosenDay.offset}
              onChange={(event) => {
                const day = days.find((d) => d.offset === Number(event.target.value));
                onChange(day?.slots[0]?.value ?? null);
              }}
              className="min-h-11 w-full rounded-lg border border-line bg-surface px-3 text-sm"
            >
              {days.map((day) => (
                <option key={day.offset} value={day.offset}>
                  {dayLabel(day.offset)}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor={slotId} className="text-sm font-semibold">
              {t('checkout.timeSlot')}
            </label>
            <select
              id={slotId}
              value={value ?? ''}
              onChange={(event) => onChange(event.target.value)}
              className="min-h-11 w-full rounded-lg border border-line bg-surface px-3 text-sm"
            >
              {chosenDay.slots.map((slot) => (
                <option key={slot.value} value={slot.value}>
                  {`${formatClockTime(slot.startMinutes)} – ${formatClockTime(slot.endMinutes)}`}
                </option>
              ))}
            </select>
          </div>
          {store ? (
            <p className="text-xs text-ink-muted sm:col-span-2">
              {t('checkout.storeTimeZone', { zone: store.timeZone })}
            </p>
          ) : null}
        </div>
      ) : null}
    </CheckoutSection>
  );
}
