'use client';

import { Autocomplete } from '@base-ui/react/autocomplete';
import { useQuery } from '@tanstack/react-query';
import { Loader2, Search } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { getItemHref } from '@/features/items/item-href';
import { useDebouncedValue } from '@/features/location/use-debounced-value';
import { useShellState } from '@/features/shell/shell-state-provider';
import { getStoreHref } from '@/features/stores/store-href';
import { SuggestionItem, SuggestionPopup } from '@/features/ui/suggestion-popup';
import { apiFetch } from '@/lib/api-client';
import { classNames } from '@/lib/class-names';
import { toImageSrc } from '@/lib/image-url';

export const MIN_SUGGEST_LENGTH = 2;
export const SUGGEST_DEBOUNCE_MS = 250;

type Option = { key: string; label: string; href: string; image?: string };
type Group = 'items' | 'stores' | 'categories';
type OptionGroup = { value: Group; items: Option[] };

/** Where Enter without a chosen suggestion goes. */
export function getSearchHref(text: string, tab?: 'items' | 'stores'): string {
  const query = new URLSearchParams({ q: text.trim() });
  if (tab) query.set('tab', tab);
  return `/search?${query.toString()}`;
}

/**
 * The header's search: a Base UI autocomplete with suggestions as you type (debounced, 2+
 * characters, typo-tolerant on the server); arrows move, Enter opens the suggestion or, with none
 * highlighted, the results page.
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
  const formRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState(initialText);
  const [isOpen, setIsOpen] = useState(false);
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

  // Enter with no suggestion highlighted submits the form: the results page.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim()) go(getSearchHref(text));
  }

  let status = '';
  if (isEnabled && query.isError) status = t('search.suggestFailed');
  else if (isEnabled && query.isSuccess && count === 0)
    status = t('search.noSuggestions', { text: term });
  else if (showList) status = t('search.suggestionsCount', { count });

  return (
    // biome-ignore lint/a11y/useSemanticElements: a search form is the landmark; <search> is not styled by every browser yet.
    <form
      ref={formRef}
      role="search"
      onSubmit={onSubmit}
      className={classNames('relative', className)}
      action="/search"
    >
      <Autocomplete.Root
        items={groups}
        filter={null}
        itemToStringValue={(option: Option) => option.label}
        value={text}
        onValueChange={(value, details) => {
          // Picking a suggestion opens it; the typed text stays what was typed.
          if (details.reason !== 'item-press') setText(value);
        }}
        open={showList}
        onOpenChange={setIsOpen}
      >
        <label htmlFor={`${baseId}-input`} className="sr-only">
          {t('search.label')}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
          />
          <Autocomplete.Input
            id={`${baseId}-input`}
            aria-describedby={`${baseId}-status`}
            name="q"
            type="search"
            enterKeyHint="search"
            maxLength={100}
            placeholder={t('search.placeholder')}
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
        <SuggestionPopup
          container={formRef}
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
      </Autocomplete.Root>
      <p id={`${baseId}-status`} aria-live="polite" className="sr-only">
        {status}
      </p>
    </form>
  );
}
