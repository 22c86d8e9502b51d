'use client';

import type { Vehicle } from '@marketplace/contract/rental-catalog';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { classNames } from '@/lib/class-names';
import { VehicleCard, type VehicleCardLayout } from './vehicle-card';

const VehicleQuickView = dynamic(
  () => import('./vehicle-quick-view').then((m) => m.VehicleQuickView),
  {
    ssr: false,
  },
);

/** Vehicle cards in a grid (column layout) or a list (row layout), with the quick view. */
export function VehicleGrid({
  vehicles,
  layout = 'column',
  from,
}: {
  vehicles: Vehicle[];
  layout?: VehicleCardLayout;
  from?: string;
}) {
  const [quick, setQuick] = useState<Vehicle | null>(null);
  return (
    <>
      <ul
        className={classNames(
          'grid gap-4',
          layout === 'row' ? 'grid-cols-1' : 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
        )}
      >
        {vehicles.map((vehicle) => (
          <li key={vehicle.id} className="flex">
            <VehicleCard vehicle={vehicle} layout={layout} from={from} onQuickView={setQuick} />
          </li>
        ))}
      </ul>
      {quick ? <VehicleQuickView vehicle={quick} onClose={() => setQuick(null)} /> : null}
    </>
  );
}
