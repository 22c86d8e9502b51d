'use client';

import { type FormEvent, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { TripDetailsView } from './trip-details-view';

/** Track Trip (spec 02 §2: /track-order in the rental module): a trip number, then its live status. */
export function TrackTripView({ initialTripId }: { initialTripId: number | null }) {
  const t = useT();
  const [text, setText] = useState(initialTripId ? String(initialTripId) : '');
  const [tripId, setTripId] = useState(initialTripId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(text.trim().replace(/^#/, ''));
    if (Number.isInteger(id) && id > 0) setTripId(id);
  };
  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <label className="block space-y-1 text-sm">
          <span className="font-semibold">{t('rental.track.tripId')}</span>
          <input
            inputMode="numeric"
            className="rounded-lg border border-line bg-surface px-3 py-2"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <button type="submit" className={buttonClass('primary')}>
          {t('rental.track.submit')}
        </button>
      </form>
      <p className="text-sm text-ink-muted">{t('rental.track.hint')}</p>
      {tripId ? <TripDetailsView key={tripId} tripId={tripId} /> : null}
    </div>
  );
}
