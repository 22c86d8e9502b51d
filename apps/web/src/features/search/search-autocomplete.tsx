'use client';

import { Autocomplete } from '@base-ui/react/autocomplete';
import { Loader2, Search } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { usePlural, useT } from '@/features/i18n/i18n-provider';
import { getItemHref } from '@/features/items/item-href';
import { useDebouncedValue } from '@/features/location/use-debounced-value';
import { useShellState } from '@/features/shell/shell-state-provider';
import { getStoreHref } from '@/features/stores/store-href';
import { SuggestionItem, SuggestionPopup } from '@/features/ui/suggestion-popup';
import { useQuery } from '@/lib/hydration-safe-query';
import { toImageSrc } from '@/lib/image-url';
import { fetchSearchSuggestions } from './search-api';
import type { SearchInputProps } from './search-box';

const MIN_SUGGEST_LENGTH = 2;
const SUGGEST_DEBOUNCE_MS = 250;

type Option = { key: string; label: string; href: string; image?: string };
type Group = 'items' | 'stores' | 'categories';
type OptionGroup = { value: Group; items: Option[] };

/**
 * The search box's suggestions, loaded when the customer reaches for the box (search-box.tsx): a
 * Base UI autocomplete with suggestions as you type (debounced, 2+ characters, typo-tolerant on
 * the server); arrows move, Enter opens the highlighted suggestion, or submits the form without one.
 */
export function SearchAutocomplete({
  text,
  onTextChange,
  container,
  inputProps,
  statusId,
  hasFocus,
}: {
  text: string;
  onTextChange: (text: string) => void;
  /** The search form: the list renders inside it. */
  container: RefObject<HTMLFormElement | null>;
  /** The plain input's attributes, kept as they were. */
  inputProps: SearchInputProps;
  statusId: string;
  /** The plain input had focus when this loaded: it moves here, the caret at the end. */
  hasFocus: boolean;
}) {
  const t = useT();
  const plural = usePlural();
  const router = useRouter();
  const { moduleId } = useShellState();
  const inputRef = useRef<HTMLInputElement>(null);
  const isHighlighted = useRef(false);
  const [isOpen, setIsOpen] = useState(hasFocus);
  const term = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const isEnabled = term.length >= MIN_SUGGEST_LENGTH && moduleId !== null;

  useEffect(() => {
    const input = inputRef.current;
    if (!hasFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [hasFocus]);

  const query = useQuery({
    queryKey: ['search-suggestion', moduleId, term],
    queryFn: ({ signal }) => fetchSearchSuggestions(term, signal),
    enabled: isEnabled,
    staleTime: 60_000,
    meta: { silent: true },
  });

  const data = isEnabled ? query.data : undefined;
  const groups: OptionGroup[] = [
    {
      value: 'items' as const,
      items: (data?.items ?? []).map((item) => ({
        key: `item-${item.id}`,
        label: item.name,
        href: getItemHref({ ...item, module_id: moduleId }),
        image: toImageSrc(item.image_full_url),
      })),
    },
    {
      value: 'stores' as const,
      items: (data?.stores ?? []).map((store) => ({
        key: `store-${store.id}`,
        label: store.name,
        href: getStoreHref({ ...store, module_id: moduleId }),
        image: toImageSrc(store.logo_full_url),
      })),
    },
    {
      value: 'categories' as const,
      items: (data?.categories ?? []).map((category) => ({
        key: `category-${category.id}`,
        label: category.name,
        href: `/category/${category.id}`,
      })),
    },
  ].filter((group) => group.items.length > 0);
  const count = groups.reduce((sum, group) => sum + group.items.length, 0);
  const showList = isOpen && isEnabled && count > 0;
  const groupLabel: Record<Group, string> = {
    items: t('search.itemsTab'),
    stores: t('search.storesTab'),
    categories: t('search.categories'),
  };

  function go(href: string) {
    setIsOpen(false);
    router.push(href);
  }

  let status = '';
  if (isEnabled && query.isError) status = t('search.suggestFailed');
  else if (isEnabled && query.isSuccess && count === 0)
    status = t('search.noSuggestions', { text: term });
  else if (showList) status = plural('search.suggestionsCount', count);

  return (
    <Autocomplete.Root
      items={groups}
      filter={null}
      itemToStringValue={(option: Option) => option.label}
      value={text}
      onValueChange={(value, details) => {
        // Picking a suggestion opens it; the typed text stays what was typed.
        if (details.reason !== 'item-press') onTextChange(value);
      }}
      open={showList}
      onOpenChange={setIsOpen}
      onItemHighlighted={(value) => {
        isHighlighted.current = value !== undefined;
      }}
    >
      <Autocomplete.Input
        {...inputProps}
        ref={inputRef}
        // Back in the box with text typed: its suggestions show again.
        onFocus={() => setIsOpen(true)}
        onKeyDown={(event) => {
          // Enter on a highlighted suggestion opens it (Base UI); otherwise it searches.
          if (event.key !== 'Enter' || (showList && isHighlighted.current)) return;
          event.preventDefault();
          container.current?.requestSubmit();
        }}
      />
      {isEnabled && query.isFetching ? (
        <Loader2
          aria-hidden
          className="absolute end-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-ink-muted"
        />
      ) : null}
      <SuggestionPopup
        container={container}
        label={t('search.suggestions')}
        className="max-h-[70vh]"
      >
        {(group: OptionGroup) => (
          <Autocomplete.Group key={group.value} items={group.items}>
            <Autocomplete.GroupLabel className="px-3 pb-1 pt-2 text-xs font-semibold uppercase text-ink-muted">
              {groupLabel[group.value]}
            </Autocomplete.GroupLabel>
            <Autocomplete.Collection>
              {(option: Option) => (
                <SuggestionItem
                  key={option.key}
                  value={option}
                  onClick={() => go(option.href)}
                  className="flex min-h-11 items-center gap-2 px-3 py-1.5 text-sm"
                >
                  {option.image ? (
                    // biome-ignore lint/performance/noImgElement: small generated SVG thumbnails.
                    <img
                      src={option.image}
                      alt=""
                      width={28}
                      height={28}
                      className="size-7 shrink-0 rounded object-cover"
                    />
                  ) : (
                    <Search aria-hidden className="size-4 shrink-0 text-ink-muted" />
                  )}
                  <span className="truncate">{option.label}</span>
                </SuggestionItem>
              )}
            </Autocomplete.Collection>
          </Autocomplete.Group>
        )}
      </SuggestionPopup>
      <p id={statusId} aria-live="polite" className="sr-only">
        {status}
      </p>
    </Autocomplete.Root>
  );
}
