'use client';

import { type KeyboardEvent, useRef } from 'react';
import { tabAfterKey } from './tab-keys';

/**
 * One tab list's keyboard and focus (the ARIA tabs pattern): only the selected tab is in the Tab
 * order, the arrows and Home/End select a tab and move the focus to it. Spread `tabProps(key)`
 * on each tab button.
 */
export function useTabList<K extends string>(
  keys: readonly K[],
  selected: K,
  onSelect: (key: K) => void,
) {
  const refs = useRef(new Map<K, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = tabAfterKey(event.key, keys.indexOf(selected), keys.length, rtl);
    const key = next === null ? undefined : keys[next];
    if (key === undefined) return;
    event.preventDefault();
    onSelect(key);
    refs.current.get(key)?.focus();
  }

  const tabProps = (key: K) => ({
    role: 'tab' as const,
    'aria-selected': key === selected,
    tabIndex: key === selected ? 0 : -1,
    onKeyDown,
    onClick: () => onSelect(key),
    ref: (node: HTMLButtonElement | null) => {
      if (node) refs.current.set(key, node);
      else refs.current.delete(key);
    },
  });
  return { tabProps };
}
