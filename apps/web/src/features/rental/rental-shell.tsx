'use client';

import type { ReactNode } from 'react';
import { RentFlowProvider } from './rent-flow-provider';
import { RentalProvider } from './rental-context';

/** What every rental screen runs in: the rental module's calls and the cart's add flow. */
export function RentalShell({ moduleId, children }: { moduleId: number; children: ReactNode }) {
  return (
    <RentalProvider moduleId={moduleId}>
      <RentFlowProvider>{children}</RentFlowProvider>
    </RentalProvider>
  );
}
