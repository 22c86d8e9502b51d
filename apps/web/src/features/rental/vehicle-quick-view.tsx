'use client';

import type { Vehicle } from '@marketplace/contract/rental-catalog';
import Link from 'next/link';
import { CatalogImage } from '@/features/catalog/catalog-image';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { Rating } from '@/features/catalog/rating';
import { useT } from '@/features/i18n/i18n-provider';
import { AppDialog } from '@/features/ui/app-dialog';
import { buttonClass } from '@/features/ui/button-styles';
import { useRentFlow } from './rent-flow-provider';
import { vehicleHref } from './vehicle-card';
import { VehicleFacts } from './vehicle-facts';
import { VehiclePrices } from './vehicle-prices';

/** Spec 02 §2 quick-view modal of a vehicle card. */
export function VehicleQuickView({ vehicle, onClose }: { vehicle: Vehicle; onClose: () => void }) {
  const t = useT();
  const { currency } = useCatalogSettings();
  const { rent, busyVehicleId, isReady } = useRentFlow();
  return (
    <AppDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={vehicle.name}
      size="lg"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <CatalogImage
          url={vehicle.thumbnail_full_url}
          alt=""
          width={480}
          height={300}
          className="aspect-[16/10] w-full rounded-xl object-cover"
        />
        <div className="space-y-3">
          <p className="text-sm text-ink-muted">
            {t('rental.details.provider', { name: vehicle.provider.name })}
          </p>
          <Rating
            average={vehicle.avg_rating}
            count={vehicle.total_reviews}
            t={t}
            withReviewsLabel
          />
          <VehicleFacts vehicle={vehicle} t={t} />
          <VehiclePrices vehicle={vehicle} currency={currency} t={t} />
          <p className="line-clamp-4 text-sm">{vehicle.description}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={!isReady || busyVehicleId === vehicle.id}
              onClick={() => void rent(vehicle).then((ok) => ok && onClose())}
            >
              {t('rental.card.rent')}
            </button>
            <Link href={vehicleHref(vehicle.id, 'quick-view')} className={buttonClass('secondary')}>
              {t('rental.card.details')}
            </Link>
          </div>
        </div>
      </div>
    </AppDialog>
  );
}
