'use client';

import type { Endpoint, EndpointSchemas } from '@marketplace/contract/endpoint';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { z } from 'zod';
import { useShellState } from '@/features/shell/shell-state-provider';
import type { CallInput, InputArgs } from '@/lib/api-client';
import { type RentalCallInput, rentalCall } from './rental-api';

type RentalContextValue = {
  moduleId: number;
  isSignedIn: boolean;
  /** rentalCall with the rental module's id and the caller's guest id when signed out. */
  call: <S extends EndpointSchemas>(
    entry: Endpoint<S>,
    ...[input]: InputArgs<CallInput<S>>
  ) => Promise<z.output<S['response']>>;
};

const RentalContext = createContext<RentalContextValue | null>(null);

/** Every rental screen runs inside this: its calls name the rental module, whatever is chosen. */
export function RentalProvider({ moduleId, children }: { moduleId: number; children: ReactNode }) {
  const { isSignedIn } = useShellState();
  const value = useMemo<RentalContextValue>(
    () => ({
      moduleId,
      isSignedIn,
      call: (entry, ...[input]) =>
        rentalCall(entry, {
          asGuest: !isSignedIn,
          ...input,
          headers: { moduleId: String(moduleId), ...input?.headers },
        } as RentalCallInput<never>),
    }),
    [moduleId, isSignedIn],
  );
  return <RentalContext.Provider value={value}>{children}</RentalContext.Provider>;
}

export function useRental(): RentalContextValue {
  const value = useContext(RentalContext);
  if (!value) throw new Error('useRental outside RentalProvider');
  return value;
}

/** Lazy schema loaders: zod and the contract load with the first call, not with the page. */
export const schemas = {
  catalog: () => import('@marketplace/contract/rental-catalog'),
  cart: () => import('@marketplace/contract/rental-cart'),
  trips: () => import('@marketplace/contract/trips'),
  wishlist: () => import('@marketplace/contract/rental-wishlist'),
};
