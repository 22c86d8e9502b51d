'use client';

import type { Zone } from '@marketplace/contract/zones';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useT } from '@/features/i18n/i18n-provider';
import type { LatLng } from '@/features/location/location-api';
import { MapPicker } from '@/features/location/map-picker';
import { useShellState } from '@/features/shell/shell-state-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { checkZonePoint } from './zone-point-check';

type StoreLocationCheckProps = {
  zones: readonly Zone[];
  zone: Zone | null;
  /** The confirmed point, kept when the visitor comes back to the step. */
  confirmed: LatLng | null;
  onConfirmed: (point: LatLng | null) => void;
  onZoneChosen: (zoneId: number) => void;
  /** The form's error for the location: not confirmed yet, or refused by the server. */
  error: string | null;
};

function zoneName(zone: Pick<Zone, 'display_name' | 'name'>): string {
  return zone.display_name || zone.name;
}

/**
 * The store's location, picked on the map (or typed as coordinates) and checked by the server to
 * lie inside the chosen zone; outside it, the visitor is told which zone the point is in, if any.
 */
export function StoreLocationCheck({
  zones,
  zone,
  confirmed,
  onConfirmed,
  onZoneChosen,
  error,
}: StoreLocationCheckProps) {
  const t = useT();
  const { location, defaultCenter } = useShellState();
  const check = useMutation({
    mutationFn: ({ zoneId, point }: { zoneId: number; point: LatLng }) =>
      checkZonePoint(zoneId, point).then((answer) => ({ answer, point })),
    onSuccess: ({ answer, point }) => onConfirmed(answer.kind === 'inside' ? point : null),
    meta: { silent: true },
  });

  if (!zone) {
    return (
      <div className="space-y-1">
        <p className="text-sm font-medium">{t('storeReg.location')}</p>
        <p className="rounded-lg bg-surface-muted px-3 py-2 text-sm text-ink-muted">
          {t('storeReg.locationNeedsZone')}
        </p>
      </div>
    );
  }

  const answer = check.data?.answer;
  const others =
    answer?.kind === 'other-zone' ? zones.filter((z) => answer.zoneIds.includes(z.id)) : [];
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-medium">{t('storeReg.location')}</h3>
      <MapPicker
        initial={confirmed ?? location ?? defaultCenter}
        isPending={check.isPending}
        onConfirm={(point) => check.mutate({ zoneId: zone.id, point })}
        onEdit={() => {
          check.reset();
          if (confirmed) onConfirmed(null);
        }}
      />
      <div aria-live="polite" className="text-sm">
        {check.isPending ? (
          <p className="text-ink-muted">{t('storeReg.locationChecking')}</p>
        ) : null}
        {confirmed && !check.isPending && !error ? (
          <p className="flex items-center gap-2 rounded-lg bg-brand-soft px-3 py-2">
            <CircleCheck aria-hidden className="size-4 shrink-0 text-brand" />
            {t('storeReg.locationInside', { zone: zoneName(zone) })}
          </p>
        ) : null}
      </div>
      {answer && answer.kind !== 'inside' ? (
        <div
          role="alert"
          className="space-y-2 rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger"
        >
          <p className="flex items-start gap-2">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {answer.kind === 'other-zone'
              ? t('storeReg.locationOtherZone', {
                  zone: zoneName(zone),
                  others: others.map(zoneName).join(', ') || t('partners.notGiven'),
                })
              : t('storeReg.locationNoZone', { zone: zoneName(zone) })}
          </p>
          {others.map((other) => (
            <button
              key={other.id}
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => {
                onZoneChosen(other.id);
                if (check.data) onConfirmed(check.data.point);
                check.reset();
              }}
            >
              {t('storeReg.locationUseZone', { zone: zoneName(other) })}
            </button>
          ))}
        </div>
      ) : null}
      {check.isError ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          {t('storeReg.locationCheckFailed')}
        </p>
      ) : null}
      {error && (!answer || answer.kind === 'inside') ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
