'use client';

import Link from 'next/link';
import { CatalogImage } from '@/features/catalog/catalog-image';
import { EmptyState } from '@/features/catalog/empty-state';
import { useT } from '@/features/i18n/i18n-provider';
import { providerHref } from '@/features/rental/provider-card';
import { RentalProvider } from '@/features/rental/rental-context';
import { useRentalWishlistQuery } from '@/features/rental/use-rental-wishlist';
import { vehicleHref } from '@/features/rental/vehicle-card';
import { WishlistHeart } from '@/features/rental/wishlist-heart';
import { buttonClass } from '@/features/ui/button-styles';
import { Skeleton } from '@/features/ui/skeleton';

export type RentalWishTab = 'vehicle' | 'provider';

function RentalRows({ tab, onNavigate }: { tab: RentalWishTab; onNavigate: () => void }) {
  const t = useT();
  const query = useRentalWishlistQuery();
  if (query.isPending) {
    return (
      <div className="space-y-2" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        title={t('wishlist.loadError')}
        action={
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => void query.refetch()}
          >
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  const list = query.data;
  const rows =
    tab === 'vehicle'
      ? list.vehicles.map((vehicle) => ({
          id: vehicle.id,
          href: vehicleHref(vehicle.id),
          image: vehicle.thumbnail_full_url,
          name: vehicle.name,
          detail: `${vehicle.type} · ${vehicle.model}`,
        }))
      : list.providers.map((provider) => ({
          id: provider.id,
          href: providerHref(provider.id),
          image: provider.logo_full_url,
          name: provider.name,
          detail: provider.address,
        }));
  if (rows.length === 0) {
    return (
      <EmptyState title={t(tab === 'vehicle' ? 'wishlist.noVehicles' : 'wishlist.noProviders')} />
    );
  }
  return (
    <ul className="space-y-2">
      {rows.map((row) => (
        <li key={row.id} className="flex items-center gap-3 rounded-xl border border-line p-2">
          <CatalogImage
            url={row.image}
            alt=""
            width={56}
            height={56}
            className="size-14 rounded-lg object-cover"
          />
          <div className="min-w-0 flex-1">
            <Link
              href={row.href}
              onClick={onNavigate}
              className="line-clamp-2 font-medium hover:text-brand"
            >
              {row.name}
            </Link>
            <p className="truncate text-xs text-ink-muted">{row.detail}</p>
          </div>
          <WishlistHeart kind={tab} id={row.id} name={row.name} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec 02 §2 wishlist drawer, rental side: favourite vehicles or providers from the rental
 * wishlist (its own API, called with the rental module's id), each heart removing its row.
 */
export function RentalWishPanel({
  rentalModuleId,
  tab,
  onNavigate,
}: {
  rentalModuleId: number;
  tab: RentalWishTab;
  onNavigate: () => void;
}) {
  return (
    <RentalProvider moduleId={rentalModuleId}>
      <RentalRows tab={tab} onNavigate={onNavigate} />
    </RentalProvider>
  );
}
