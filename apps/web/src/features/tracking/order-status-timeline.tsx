'use client';

import type { OrderKind, OrderStatus } from '@marketplace/domain/orders/order-status';
import { formatInstant } from '@marketplace/domain/time/format-instant';
import { Check, CircleX } from 'lucide-react';
import { useI18n } from '@/features/i18n/i18n-provider';
import { getStatusLabelKey, getTimeline } from '@/features/orders/order-status';
import { classNames } from '@/lib/class-names';

type OrderStatusTimelineProps = {
  order: {
    order_type: OrderKind;
    order_status: OrderStatus;
    status_times: Record<string, string>;
    /** The store's zone: each step's time is read in it, labelled. */
    time_zone: string;
  };
};

/** The status steps with the time each was reached; the current one is marked for assistive tech. */
export function OrderStatusTimeline({ order }: OrderStatusTimelineProps) {
  const { t, locale } = useI18n();
  const { steps, ending } = getTimeline(order);
  const format = { locale, timeZone: order.time_zone, withZoneLabel: true };
  return (
    <ol aria-label={t('tracking.timeline')} className="space-y-0">
      {steps.map((step, index) => {
        const isLast = index === steps.length - 1 && ending === null;
        // Where the order is now: the step in progress, or the last one once it is finished.
        const isNow = step.state === 'current' || (isLast && step.state === 'done');
        return (
          <li
            key={step.status}
            aria-current={isNow ? 'step' : undefined}
            className="relative flex gap-3 pb-5 last:pb-0"
          >
            {isLast ? null : (
              <span
                aria-hidden
                className={classNames(
                  'absolute start-[0.6875rem] top-6 h-[calc(100%-1.5rem)] w-0.5',
                  step.state === 'done' ? 'bg-brand' : 'bg-line',
                )}
              />
            )}
            <span
              aria-hidden
              className={classNames(
                'relative z-10 flex size-6 shrink-0 items-center justify-center rounded-full border-2',
                step.state === 'done' && 'border-brand bg-brand text-on-brand',
                step.state === 'current' && 'border-brand bg-surface text-brand',
                step.state === 'upcoming' && 'border-line bg-surface',
              )}
            >
              {step.state === 'done' ? <Check className="size-3.5" /> : null}
              {step.state === 'current' ? (
                <span className="size-2.5 animate-pulse rounded-full bg-brand" />
              ) : null}
            </span>
            <div className="min-w-0">
              <p
                className={classNames(
                  'text-sm',
                  step.state === 'upcoming' ? 'text-ink-muted' : 'font-semibold',
                )}
              >
                {t(getStatusLabelKey(step.status, order.order_type))}
                {step.state === 'current' ? (
                  <span className="sr-only">{` (${t('tracking.currentStep')})`}</span>
                ) : null}
              </p>
              {step.time ? (
                <p className="text-xs text-ink-muted">
                  <time dateTime={step.time}>{formatInstant(step.time, format)}</time>
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
      {ending ? (
        <li aria-current="step" className="flex gap-3">
          <span
            aria-hidden
            className="flex size-6 shrink-0 items-center justify-center rounded-full bg-danger-soft text-danger"
          >
            <CircleX className="size-4" />
          </span>
          <div>
            <p className="text-sm font-semibold">
              {t(getStatusLabelKey(ending.status, order.order_type))}
            </p>
            {ending.time ? (
              <p className="text-xs text-ink-muted">
                <time dateTime={ending.time}>{formatInstant(ending.time, format)}</time>
              </p>
            ) : null}
          </div>
        </li>
      ) : null}
    </ol>
  );
}
