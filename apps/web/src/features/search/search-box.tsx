'use client';

import { Search } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { useTypedBeforeHydration } from '@/features/ui/use-typed-before-hydration';
import { classNames } from '@/lib/class-names';
import type { SearchAutocomplete } from './search-autocomplete';

/** The search input's own attributes, the same before and after the suggestions load. */
export type SearchInputProps = {
  id: string;
  name: 'q';
  type: 'search';
  enterKeyHint: 'search';
  maxLength: number;
  placeholder: string;
  className: string;
  'aria-describedby': string;
};

/** Where Enter without a chosen suggestion goes. */
export function getSearchHref(text: string, tab?: 'items' | 'stores'): string {
  const query = new URLSearchParams({ q: text.trim() });
  if (tab) query.set('tab', tab);
  return `/search?${query.toString()}`;
}

/**
 * The header's (and the results page's) search form. The suggestions' code (search-autocomplete,
 * Base UI) is not part of the page's first load: it loads when the customer reaches for the box
 * (pointer over it, focus, a touch), and takes over the plain input with what was typed so far.
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
  const baseId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const hasFocus = useRef(false);
  const isLoading = useRef(false);
  const [text, setText] = useState(initialText);
  const [loaded, setLoaded] = useState<{
    Suggestions: typeof SearchAutocomplete;
    hadFocus: boolean;
  } | null>(null);

  function loadSuggestions() {
    if (isLoading.current) return;
    isLoading.current = true;
    import('./search-autocomplete').then(
      (module) => setLoaded({ Suggestions: module.SearchAutocomplete, hadFocus: hasFocus.current }),
      () => {
        // Offline for a moment: the box still searches on Enter; the next reach tries again.
        isLoading.current = false;
      },
    );
  }

  useTypedBeforeHydration(inputRef, (typed) => {
    hasFocus.current = true;
    setText(typed);
    loadSuggestions();
  });

  // Enter with no suggestion highlighted submits the form: the results page.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim()) router.push(getSearchHref(text));
  }

  const inputProps: SearchInputProps = {
    id: `${baseId}-input`,
    name: 'q',
    type: 'search',
    enterKeyHint: 'search',
    maxLength: 100,
    placeholder: t('search.placeholder'),
    className: classNames(
      'w-full rounded-full border border-line bg-surface-muted ps-9 pe-9 text-base outline-none focus:border-brand focus:bg-surface md:text-sm',
      variant === 'page' ? 'min-h-12' : 'min-h-11',
    ),
    'aria-describedby': `${baseId}-status`,
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a search form is the landmark; <search> is not styled by every browser yet.
    <form
      ref={formRef}
      role="search"
      onSubmit={onSubmit}
      className={classNames('relative', className)}
      action="/search"
    >
      <label htmlFor={inputProps.id} className="sr-only">
        {t('search.label')}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
        />
        {loaded ? (
          <loaded.Suggestions
            text={text}
            onTextChange={setText}
            container={formRef}
            inputProps={inputProps}
            statusId={`${baseId}-status`}
            hasFocus={loaded.hadFocus}
          />
        ) : (
          <>
            <input
              {...inputProps}
              ref={inputRef}
              role="combobox"
              aria-expanded={false}
              aria-autocomplete="list"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onPointerEnter={loadSuggestions}
              onTouchStart={loadSuggestions}
              onFocus={() => {
                hasFocus.current = true;
                loadSuggestions();
              }}
              onBlur={() => {
                hasFocus.current = false;
              }}
            />
            <p id={`${baseId}-status`} aria-live="polite" className="sr-only" />
          </>
        )}
      </div>
    </form>
  );
}
