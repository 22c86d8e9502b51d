'use client';

import { vehicleFilterOptions } from '@marketplace/contract/endpoints/rental-catalog';
import type { VehicleFilterOptions } from '@marketplace/contract/rental-catalog';
import { useQuery } from '@/lib/hydration-safe-query';
import { useRental } from './rental-context';

/** The search filters' choices, from the vehicles this caller can see (undefined while loading). */
export function useVehicleFilterOptions(): VehicleFilterOptions | undefined {
  const { moduleId, call } = useRental();
  const query = useQuery({
    queryKey: ['rental-filter-options', moduleId],
    queryFn: ({ signal }) => call(vehicleFilterOptions, { signal }),
    staleTime: 60_000,
    meta: { silent: true },
  });
  return query.data;
}

/** The offered values, plus the one chosen now if the fleet no longer has it. */
export function withChosen(values: readonly string[], chosen: string): string[] {
  return chosen && !values.includes(chosen) ? [...values, chosen] : [...values];
}
