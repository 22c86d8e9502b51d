'use client';

import { Star } from 'lucide-react';
import { useId } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { classNames } from '@/lib/class-names';
import { RatedStars } from './rated-stars';

const STARS = [1, 2, 3, 4, 5] as const;

/** 1-5 stars as a radio group: arrow keys move, every star has a label for screen readers. */
export function StarInput({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: number;
  onChange: (rating: number) => void;
  error?: string | null;
}) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="flex gap-1">
        {STARS.map((star) => (
          <label
            key={star}
            className="grid size-11 cursor-pointer place-items-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <span className="sr-only">{t('reviews.stars', { count: star })}</span>
            <Star
              aria-hidden
              className={classNames(
                'size-7',
                star <= value ? 'fill-amber-400 text-amber-500' : 'text-ink-muted',
              )}
            />
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A given rating, read only, in a client component. */
export function Stars({ rating }: { rating: number }) {
  const t = useT();
  return <RatedStars rating={rating} t={t} />;
}
