'use client';

import { createContext, type ReactNode, useContext } from 'react';

const FixedNowContext = createContext<string | null>(null);

/** The instant an end-to-end journey fixed (decision 0046); null for every customer. */
export function ClockProvider({
  fixedNow,
  children,
}: {
  fixedNow: string | null;
  children: ReactNode;
}) {
  return <FixedNowContext.Provider value={fixedNow}>{children}</FixedNowContext.Provider>;
}

/**
 * The instant to render at: the journey's fixed one, so the storefront's server and the browser
 * write the same text at it; else the real now.
 */
export function useNow(): Date {
  const fixedNow = useContext(FixedNowContext);
  return fixedNow ? new Date(fixedNow) : new Date();
}
