'use client';

import { EmptyState } from '@/features/catalog/empty-state';
import { useT } from '@/features/i18n/i18n-provider';
import { providerHref } from '@/features/rental/provider-card';
import { RentalProvider } from '@/features/rental/rental-context';
import { useRentalWishlistQuery } from '@/features/rental/use-rental-wishlist';
import { vehicleHref } from '@/features/rental/vehicle-card';
import { WishlistHeart } from '@/features/rental/wishlist-heart';
import { WishlistRow } from './wishlist-row';
import { WishlistLoadError, WishlistLoading } from './wishlist-states';

export type RentalWishTab = 'vehicle' | 'provider';

function RentalRows({ tab, onNavigate }: { tab: RentalWishTab; onNavigate: () => void }) {
  const t = useT();
  const query = useRentalWishlistQuery();
  if (query.isPending) return <WishlistLoading />;
  if (query.isError) return <WishlistLoadError onRetry={() => void query.refetch()} />;
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
        <WishlistRow
          key={row.id}
          href={row.href}
          image={row.image}
          name={row.name}
          detail={row.detail}
          onNavigate={onNavigate}
          heart={<WishlistHeart kind={tab} id={row.id} name={row.name} />}
        />
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
