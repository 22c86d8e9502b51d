'use client';

import { useQuery } from '@tanstack/react-query';
import { Loader2, Search } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { getItemHref } from '@/features/items/item-href';
import { useDebouncedValue } from '@/features/location/use-debounced-value';
import { useShellState } from '@/features/shell/shell-state-provider';
import { getStoreHref } from '@/features/stores/store-href';
import {
  getComboboxInputProps,
  getComboboxOptionId,
  stepActiveIndex,
} from '@/features/ui/combobox';
import { apiFetch } from '@/lib/api-client';
import { classNames } from '@/lib/class-names';
import { toImageSrc } from '@/lib/image-url';

export const MIN_SUGGEST_LENGTH = 2;
export const SUGGEST_DEBOUNCE_MS = 250;

type Option = { key: string; label: string; href: string; image?: string; group: Group };
type Group = 'items' | 'stores' | 'categories';

/** Where Enter without a chosen suggestion goes. */
export function getSearchHref(text: string, tab?: 'items' | 'stores'): string {
  const query = new URLSearchParams({ q: text.trim() });
  if (tab) query.set('tab', tab);
  return `/search?${query.toString()}`;
}

/**
 * The header's search: an ARIA combobox with suggestions as you type (debounced, 2+ characters,
 * typo-tolerant on the server); arrows move, Enter opens the suggestion or the results page.
 */
export function SearchBox({
  initialText = '',
  variant = 'header',
  className,
}: {
  initialText?: string;
  variant?: 'header' | 'page';
  className?: string;
}) {
  const t = useT();
  const router = useRouter();
  const { moduleId } = useShellState();
  const baseId = useId();
  const listId = `${baseId}-list`;
  const [text, setText] = useState(initialText);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const term = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const isEnabled = term.length >= MIN_SUGGEST_LENGTH && moduleId !== null;

  const query = useQuery({
    queryKey: ['search-suggestion', moduleId, term],
    queryFn: ({ signal }) =>
      apiFetch('/items/search-suggestion', {
        schema: () => import('@marketplace/contract/search').then((m) => m.SearchSuggestionsSchema),
        query: { name: term },
        signal,
      }),
    enabled: isEnabled,
    staleTime: 60_000,
    meta: { silent: true },
  });

  const data = isEnabled ? query.data : undefined;
  const options: Option[] = [
    ...(data?.items ?? []).map((item) => ({
      key: `item-${item.id}`,
      label: item.name,
      href: getItemHref({ ...item, module_id: moduleId }),
      image: toImageSrc(item.image_full_url),
      group: 'items' as const,
    })),
    ...(data?.stores ?? []).map((store) => ({
      key: `store-${store.id}`,
      label: store.name,
      href: getStoreHref({ ...store, module_id: moduleId }),
      image: toImageSrc(store.logo_full_url),
      group: 'stores' as const,
    })),
    ...(data?.categories ?? []).map((category) => ({
      key: `category-${category.id}`,
      label: category.name,
      href: `/category/${category.id}`,
      group: 'categories' as const,
    })),
  ];
  const showList = isOpen && isEnabled && options.length > 0;
  const groupLabel: Record<Group, string> = {
    items: t('search.itemsTab'),
    stores: t('search.storesTab'),
    categories: t('search.categories'),
  };

  function close() {
    setIsOpen(false);
    setActiveIndex(-1);
  }

  function go(href: string) {
    close();
    router.push(href);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = showList && activeIndex >= 0 ? options[activeIndex] : undefined;
    if (chosen) go(chosen.href);
    else if (text.trim()) go(getSearchHref(text));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setIsOpen(true);
      const key = event.key;
      setActiveIndex((index) => stepActiveIndex(index, key, options.length));
    } else if (event.key === 'Escape') {
      // The first Escape only closes the list (a search field would also clear itself).
      if (showList) {
        event.preventDefault();
        close();
      } else setText('');
    }
  }

  let status = '';
  if (isEnabled && query.isError) status = t('search.suggestFailed');
  else if (isEnabled && query.isSuccess && options.length === 0)
    status = t('search.noSuggestions', { text: term });
  else if (showList) status = t('search.suggestionsCount', { count: options.length });

  const groups = (['items', 'stores', 'categories'] as const).filter((group) =>
    options.some((option) => option.group === group),
  );

  return (
    // biome-ignore lint/a11y/useSemanticElements: a search form is the landmark; <search> is not styled by every browser yet.
    <form
      role="search"
      onSubmit={onSubmit}
      className={classNames('relative', className)}
      action="/search"
    >
      <label htmlFor={`${baseId}-input`} className="sr-only">
        {t('search.label')}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          {...getComboboxInputProps({ baseId, listId, isExpanded: showList, activeIndex })}
          name="q"
          type="search"
          enterKeyHint="search"
          maxLength={100}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActiveIndex(-1);
            setIsOpen(true);
          }}
          onFocus={() => setIsOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
          className={classNames(
            'w-full rounded-full border border-line bg-surface-muted ps-9 pe-9 text-base outline-none focus:border-brand focus:bg-surface md:text-sm',
            variant === 'page' ? 'min-h-12' : 'min-h-11',
          )}
        />
        {isEnabled && query.isFetching ? (
          <Loader2
            aria-hidden
            className="absolute end-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-ink-muted"
          />
        ) : null}
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-line bg-surface-raised py-1 text-ink shadow-xl"
      >
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: an option group inside a listbox (fieldset is not allowed there).
          <div key={group} role="group" aria-labelledby={`${baseId}-group-${group}`}>
            <div
              id={`${baseId}-group-${group}`}
              role="presentation"
              className="px-3 pb-1 pt-2 text-xs font-semibold uppercase text-ink-muted"
            >
              {groupLabel[group]}
            </div>
            {options.map((option, index) =>
              option.group === group ? (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input owns the keyboard via aria-activedescendant.
                <div
                  key={option.key}
                  id={getComboboxOptionId(baseId, index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === activeIndex}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(option.href)}
                  onMouseEnter={() => setActiveIndex(index)}
                  className={classNames(
                    'flex min-h-11 cursor-pointer items-center gap-2 px-3 py-1.5 text-sm',
                    index === activeIndex && 'bg-brand-soft',
                  )}
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
                </div>
              ) : null,
            )}
          </div>
        ))}
      </div>
      <p id={`${baseId}-status`} aria-live="polite" className="sr-only">
        {status}
      </p>
    </form>
  );
}
