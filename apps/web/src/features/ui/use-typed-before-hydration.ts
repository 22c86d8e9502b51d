'use client';

import { type RefObject, useEffect } from 'react';

/**
 * A customer who reached a text field before the page's code ran (a slow phone) typed into the
 * server's plain input, and no focus or input event reached React. Once hydrated, if the field
 * has the focus, `takeUp` receives what is there (possibly nothing), so the field carries on as
 * if React had seen it all.
 */
export function useTypedBeforeHydration(
  inputRef: RefObject<HTMLInputElement | null>,
  takeUp: (text: string) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration.
  useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement === input) takeUp(input.value);
  }, []);
}
