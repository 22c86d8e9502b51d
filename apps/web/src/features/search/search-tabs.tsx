'use client';

import { type ReactNode, useId, useState } from 'react';
import { useTabList } from '@/features/ui/use-tab-list';
import { classNames } from '@/lib/class-names';

type Tab = { key: 'items' | 'stores'; label: string; panel: ReactNode };

/**
 * The results' Items and Stores tabs (ARIA tabs: arrows move and select, Home/End jump). The
 * choice is kept in the URL (?tab=) without a new request, so a reload or a shared link keeps it.
 */
export function SearchTabs({ tabs, initial }: { tabs: Tab[]; initial: Tab['key'] }) {
  const baseId = useId();
  const [current, setCurrent] = useState(initial);

  function select(key: Tab['key']) {
    setCurrent(key);
    const url = new URL(window.location.href);
    url.searchParams.set('tab', key);
    window.history.replaceState(window.history.state, '', url);
  }
  const { tabProps } = useTabList(
    tabs.map((tab) => tab.key),
    current,
    select,
  );

  return (
    <div>
      <div role="tablist" className="flex gap-1 border-b border-line">
        {tabs.map((tab) => {
          const selected = tab.key === current;
          return (
            <button
              key={tab.key}
              type="button"
              {...tabProps(tab.key)}
              id={`${baseId}-tab-${tab.key}`}
              aria-controls={`${baseId}-panel-${tab.key}`}
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
