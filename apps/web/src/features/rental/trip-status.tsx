import type { Trip } from '@marketplace/contract/trips';
import { formatInstant } from '@marketplace/domain/time/format-instant';
import type { Translate } from '@/features/i18n/translate';
import { Check } from '@/features/ui/icons';
import { classNames } from '@/lib/class-names';

const PATH = ['pending', 'confirmed', 'ongoing', 'completed'] as const;

export function TripStatusBadge({ status, t }: { status: Trip['status']; t: Translate }) {
  const tone =
    status === 'canceled' || status === 'failed'
      ? 'bg-danger-soft text-danger'
      : status === 'completed'
        ? 'bg-surface-muted text-ink'
        : 'bg-brand-soft text-brand-strong';
  return (
    <span className={classNames('rounded-full px-2 py-0.5 text-xs font-semibold', tone)}>
      {t(`rental.trip.status.${status}`)}
    </span>
  );
}

/** pending → confirmed → ongoing → completed, with when each was reached (or the ending). */
export function TripTimeline({
  trip,
  t,
  locale,
  timeZone,
}: {
  trip: Pick<Trip, 'status' | 'status_times'>;
  t: Translate;
  locale: string;
  /** The business's zone (a trip carries none of its own), labelled. */
  timeZone: string;
}) {
  const ended = trip.status === 'canceled' || trip.status === 'failed';
  const steps: string[] = ended ? ['pending', trip.status] : [...PATH];
  const reached = steps.filter((step) => trip.status_times[step]).length;
  return (
    <ol aria-label={t('rental.trip.timeline')} className="space-y-2">
      {steps.map((step, i) => {
        const at = trip.status_times[step];
        const done = i < reached;
        return (
          <li
            key={step}
            className="flex items-center gap-3"
            aria-current={step === trip.status ? 'step' : undefined}
          >
            <span
              className={classNames(
                'inline-flex size-7 items-center justify-center rounded-full border',
                done ? 'border-brand bg-brand text-on-brand' : 'border-line',
              )}
            >
              {done ? <Check aria-hidden className="size-4" /> : null}
            </span>
            <span className="font-medium">{t(`rental.trip.status.${step as Trip['status']}`)}</span>
            {at ? (
              <time className="ms-auto text-xs text-ink-muted" dateTime={at}>
                {formatInstant(at, { locale, timeZone, withZoneLabel: true })}
              </time>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
