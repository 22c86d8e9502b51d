'use client';

import { Autocomplete } from '@base-ui/react/autocomplete';
import { Loader2, MapPin, Search } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { SuggestionItem, SuggestionPopup } from '@/features/ui/suggestion-popup';
import { useTypedBeforeHydration } from '@/features/ui/use-typed-before-hydration';
import { useQuery } from '@/lib/hydration-safe-query';
import { searchPlaces } from './location-api';
import { useDebouncedValue } from './use-debounced-value';

const MIN_SEARCH_LENGTH = 2;
const SEARCH_DEBOUNCE_MS = 300;

type PlaceSearchProps = {
  onSelect: (place: { placeId: string; label: string }) => void;
  disabled?: boolean;
  /** Tells the dialog whether Escape belongs to the open suggestion list. */
  onListOpenChange?: (open: boolean) => void;
};

type Place = { placeId: string; label: string; main: string; secondary: string };

/** Place autocomplete (Base UI): debounced, arrow keys move, Enter picks, Escape closes. */
export function PlaceSearch({ onSelect, disabled = false, onListOpenChange }: PlaceSearchProps) {
  const t = useT();
  const baseId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const isEnabled = term.length >= MIN_SEARCH_LENGTH;

  const query = useQuery({
    queryKey: ['place-autocomplete', term],
    queryFn: ({ signal }) => searchPlaces(term, signal),
    enabled: isEnabled,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
  const places: Place[] = (isEnabled ? (query.data?.suggestions ?? []) : []).map(
    ({ placePrediction: prediction }) => ({
      placeId: prediction.placeId,
      label: prediction.text.text,
      main: prediction.structuredFormat.mainText.text,
      secondary: prediction.structuredFormat.secondaryText.text,
    }),
  );
  const showList = isOpen && isEnabled && places.length > 0;

  function setOpen(open: boolean) {
    setIsOpen(open);
    onListOpenChange?.(open);
  }

  useTypedBeforeHydration(inputRef, (typed) => {
    if (!typed) return;
    setText(typed);
    setIsOpen(true);
  });

  let status = '';
  if (isEnabled && query.isFetching) status = t('location.searching');
  else if (isEnabled && query.isError) status = t('location.searchFailed');
  else if (isEnabled && query.isSuccess && places.length === 0)
    status = t('location.noResults', { text: term });
  else if (showList) status = t('location.resultsCount', { count: places.length });

  return (
    <div ref={rootRef} className="relative">
      <Autocomplete.Root
        items={places}
        filter={null}
        itemToStringValue={(place: Place) => place.label}
        value={text}
        onValueChange={setText}
        open={showList}
        onOpenChange={setOpen}
        disabled={disabled}
      >
        <label htmlFor={`${baseId}-input`} className="mb-1 block text-sm font-medium">
          {t('location.searchLabel')}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
          />
          <Autocomplete.Input
            ref={inputRef}
            id={`${baseId}-input`}
            aria-describedby={`${baseId}-status`}
            type="text"
            placeholder={t('location.searchPlaceholder')}
            onFocus={() => setOpen(true)}
            className="min-h-11 w-full rounded-lg border border-line bg-surface px-9 text-base outline-none focus:border-brand"
          />
          {query.isFetching ? (
            <Loader2
              aria-hidden
              className="absolute end-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-ink-muted"
            />
          ) : null}
        </div>
        <SuggestionPopup container={rootRef} label={t('location.searchLabel')} className="max-h-64">
          {(place: Place) => (
            <SuggestionItem
              key={place.placeId}
              value={place}
              onClick={() => onSelect({ placeId: place.placeId, label: place.label })}
              className="flex items-start gap-2 px-3 py-2 text-sm"
            >
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
              <span>
                <span className="block font-medium">{place.main}</span>
                <span className="block text-ink-muted">{place.secondary}</span>
              </span>
            </SuggestionItem>
          )}
        </SuggestionPopup>
      </Autocomplete.Root>
      <p id={`${baseId}-status`} aria-live="polite" className="mt-1 min-h-5 text-xs text-ink-muted">
        {status}
      </p>
    </div>
  );
}
