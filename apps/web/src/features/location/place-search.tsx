'use client';

import { useQuery } from '@tanstack/react-query';
import { Loader2, MapPin, Search } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import {
  getComboboxInputProps,
  getComboboxOptionId,
  stepActiveIndex,
} from '@/features/ui/combobox';
import { classNames } from '@/lib/class-names';
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

/** Place autocomplete as an ARIA combobox: debounced, arrow keys move, Enter picks, Escape closes. */
export function PlaceSearch({ onSelect, disabled = false, onListOpenChange }: PlaceSearchProps) {
  const t = useT();
  const baseId = useId();
  const listId = `${baseId}-list`;
  const [text, setText] = useState('');
  const [isOpen, setOpenState] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const isEnabled = term.length >= MIN_SEARCH_LENGTH;

  const query = useQuery({
    queryKey: ['place-autocomplete', term],
    queryFn: ({ signal }) => searchPlaces(term, signal),
    enabled: isEnabled,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
  const suggestions = isEnabled ? (query.data?.suggestions ?? []) : [];
  const showList = isOpen && isEnabled && suggestions.length > 0;

  function setOpen(open: boolean) {
    setOpenState(open);
    onListOpenChange?.(open);
  }

  function pick(index: number) {
    const prediction = suggestions[index]?.placePrediction;
    if (!prediction) return;
    setText(prediction.text.text);
    setOpen(false);
    setActiveIndex(-1);
    onSelect({ placeId: prediction.placeId, label: prediction.text.text });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const key = event.key;
      setActiveIndex((index) => stepActiveIndex(index, key, suggestions.length));
    } else if (event.key === 'Enter' && showList && activeIndex >= 0) {
      event.preventDefault();
      pick(activeIndex);
    } else if (event.key === 'Escape' && showList) {
      setOpen(false);
      setActiveIndex(-1);
    }
  }

  let status = '';
  if (isEnabled && query.isFetching) status = t('location.searching');
  else if (isEnabled && query.isError) status = t('location.searchFailed');
  else if (isEnabled && query.isSuccess && suggestions.length === 0)
    status = t('location.noResults', { text: term });
  else if (showList) status = t('location.resultsCount', { count: suggestions.length });

  return (
    <div className="relative">
      <label htmlFor={`${baseId}-input`} className="mb-1 block text-sm font-medium">
        {t('location.searchLabel')}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          {...getComboboxInputProps({ baseId, listId, isExpanded: showList, activeIndex })}
          type="text"
          placeholder={t('location.searchPlaceholder')}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            setActiveIndex(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="min-h-11 w-full rounded-lg border border-line bg-surface px-9 text-base outline-none focus:border-brand"
        />
        {query.isFetching ? (
          <Loader2
            aria-hidden
            className="absolute end-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-ink-muted"
          />
        ) : null}
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={t('location.searchLabel')}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-10 mt-1 max-h-64 overflow-y-auto rounded-lg border border-line bg-surface-raised py-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => {
          const prediction = suggestion.placePrediction;
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input owns the keyboard (arrows, Enter) via aria-activedescendant.
            <div
              key={prediction.placeId}
              id={getComboboxOptionId(baseId, index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              // Keep focus in the input; the click still picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(index)}
              onMouseEnter={() => setActiveIndex(index)}
              className={classNames(
                'flex cursor-pointer items-start gap-2 px-3 py-2 text-sm',
                index === activeIndex && 'bg-brand-soft',
              )}
            >
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
              <span>
                <span className="block font-medium">
                  {prediction.structuredFormat.mainText.text}
                </span>
                <span className="block text-ink-muted">
                  {prediction.structuredFormat.secondaryText.text}
                </span>
              </span>
            </div>
          );
        })}
      </div>
      <p id={`${baseId}-status`} aria-live="polite" className="mt-1 min-h-5 text-xs text-ink-muted">
        {status}
      </p>
    </div>
  );
}
