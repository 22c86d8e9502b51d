'use client';

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { classNames } from '@/lib/class-names';

type Tab = { key: 'items' | 'stores'; label: string; panel: ReactNode };

/**
 * The results' Items and Stores tabs (ARIA tabs: arrows move and select, Home/End jump). The
 * choice is kept in the URL (?tab=) without a new request, so a reload or a shared link keeps it.
 */
export function SearchTabs({ tabs, initial }: { tabs: Tab[]; initial: Tab['key'] }) {
  const baseId = useId();
  const [current, setCurrent] = useState(initial);
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  function select(key: Tab['key'], focus = false) {
    setCurrent(key);
    const url = new URL(window.location.href);
    url.searchParams.set('tab', key);
    window.history.replaceState(window.history.state, '', url);
    if (focus) refs.current[key]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const rtl = document.documentElement.dir === 'rtl';
    const next: Record<string, number> = {
      ArrowRight: rtl ? index - 1 : index + 1,
      ArrowLeft: rtl ? index + 1 : index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[(target + tabs.length) % tabs.length];
    if (tab) select(tab.key, true);
  }

  return (
    <div>
      <div role="tablist" className="flex gap-1 border-b border-line">
        {tabs.map((tab, index) => {
          const selected = tab.key === current;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                refs.current[tab.key] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={classNames(
                '-mb-px min-h-11 border-b-2 px-4 text-sm font-semibold',
                selected
                  ? 'border-brand text-brand'
                  : 'border-transparent text-ink-muted hover:text-ink',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={tab.key !== current}
          className="pt-4"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
