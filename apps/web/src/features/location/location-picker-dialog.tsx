'use client';

import { Loader2, LocateFixed, Map as MapIcon, Search } from 'lucide-react';
import { useRef, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { useShellState } from '@/features/shell/shell-state-provider';
import { AppDialog } from '@/features/ui/app-dialog';
import { buttonClass } from '@/features/ui/button-styles';
import { MapPicker } from './map-picker';
import { PlaceSearch } from './place-search';
import { useLocationResolver } from './use-location-resolver';

/** First visit (and "change location"): current position, place search, or a point on the map. */
export function LocationPickerDialog() {
  const { dialog, closeDialog } = useShellState();
  const isOpen = dialog?.kind === 'location';
  const startOnMap = dialog?.kind === 'location' && dialog.startOnMap;
  const t = useT();
  const listOpen = useRef(false);

  return (
    <AppDialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) closeDialog();
      }}
      title={t('location.dialogTitle')}
      description={t('location.dialogDescription')}
      onEscapeKeyDown={(event) => {
        // Escape first closes the suggestion list, then the dialog.
        if (listOpen.current) event.preventDefault();
      }}
    >
      {isOpen ? (
        <LocationPickerBody
          startOnMap={startOnMap}
          onListOpenChange={(open) => {
            listOpen.current = open;
          }}
        />
      ) : null}
    </AppDialog>
  );
}

function LocationPickerBody({
  startOnMap,
  onListOpenChange,
}: {
  startOnMap: boolean;
  onListOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const { location, defaultCenter } = useShellState();
  const [mode, setMode] = useState<'search' | 'map'>(startOnMap ? 'map' : 'search');
  const resolver = useLocationResolver();
  const isLocating = resolver.pendingSource?.kind === 'current';

  function switchMode(next: 'search' | 'map') {
    resolver.reset();
    setMode(next);
  }

  return (
    <div className="space-y-4">
      <button
        type="button"
        className={buttonClass('secondary', 'md', 'w-full')}
        onClick={() => resolver.resolve({ kind: 'current' })}
        disabled={resolver.isPending}
      >
        {isLocating ? (
          <Loader2 aria-hidden className="size-4 animate-spin" />
        ) : (
          <LocateFixed aria-hidden className="size-4" />
        )}
        {t('location.useCurrent')}
      </button>

      <div className="flex items-center gap-3 text-xs uppercase text-ink-muted" aria-hidden>
        <span className="h-px flex-1 bg-line" />
        {t('location.or')}
        <span className="h-px flex-1 bg-line" />
      </div>

      {mode === 'search' ? (
        <div className="space-y-3">
          <PlaceSearch
            disabled={resolver.isPending}
            onListOpenChange={onListOpenChange}
            onSelect={({ placeId }) => resolver.resolve({ kind: 'place', placeId })}
          />
          <button
            type="button"
            className={buttonClass('ghost', 'md', 'w-full')}
            onClick={() => switchMode('map')}
          >
            <MapIcon aria-hidden className="size-4" />
            {t('location.pickFromMap')}
          </button>
        </div>
      ) : (
        <div className="space-y-3">
          <MapPicker
            initial={location ?? defaultCenter}
            isPending={resolver.isPending}
            onConfirm={(point) => resolver.resolve({ kind: 'point', point })}
            onEdit={resolver.reset}
          />
          <button
            type="button"
            className={buttonClass('ghost', 'md', 'w-full')}
            onClick={() => switchMode('search')}
          >
            <Search aria-hidden className="size-4" />
            {t('location.backToSearch')}
          </button>
        </div>
      )}

      <div aria-live="polite" className="min-h-5 text-sm">
        {resolver.isPending ? (
          <p className="text-ink-muted">
            {isLocating ? t('location.locating') : t('location.resolving')}
          </p>
        ) : null}
      </div>
      {resolver.errorMessage ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          {resolver.errorMessage}
        </p>
      ) : null}
    </div>
  );
}
