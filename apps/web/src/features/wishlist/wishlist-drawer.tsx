'use client';

import { useState } from 'react';
import { EmptyState } from '@/features/catalog/empty-state';
import { SideSheet } from '@/features/drawer/side-sheet';
import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import { getItemHref } from '@/features/items/item-href';
import { useZoneModules } from '@/features/modules/use-zone-modules';
import { useShellState } from '@/features/shell/shell-state-provider';
import { getStoreHref } from '@/features/stores/store-href';
import { useTabList } from '@/features/ui/use-tab-list';
import { classNames } from '@/lib/class-names';
import { RentalWishPanel, type RentalWishTab } from './rental-wish-panel';
import { useWishlist } from './use-wishlist';
import { WishHeart } from './wish-heart';
import { WishlistRow } from './wishlist-row';
import { WishlistLoadError, WishlistLoading } from './wishlist-states';

type Tab = 'item' | 'store' | RentalWishTab;

/**
 * Spec 02 §2 wishlist drawer (523 px, from the end side) with two tabs, items and stores; empty
 * states 'No favourite {x} found'; loading and error states. Each row's heart removes it.
 */
export function WishlistDrawer({ onClose }: { onClose: () => void }) {
  const t = useT();
  const wishlist = useWishlist();
  // Vehicles and providers join when the zone has an active rental module (their own wishlist);
  // in the rental module they come first (spec 02 §2: items and vehicles; stores and providers).
  const { moduleId, zoneIds } = useShellState();
  const modules = useZoneModules(zoneIds, true);
  const rental = modules.data?.find((module) => module.module_type === 'rental');
  const isInRental = rental !== undefined && rental.id === moduleId;
  const [chosen, setTab] = useState<Tab | null>(null);
  const tab: Tab = chosen ?? (isInRental ? 'vehicle' : 'item');
  const tabs: { id: Tab; label: string }[] = [
    { id: 'item', label: t('wishlist.items') },
    { id: 'store', label: t('wishlist.stores') },
    ...(rental
      ? [
          { id: 'vehicle' as const, label: t('wishlist.vehicles') },
          { id: 'provider' as const, label: t('wishlist.providers') },
        ]
      : []),
  ];
  const { tabProps } = useTabList(
    tabs.map((entry) => entry.id),
    tab,
    setTab,
  );

  function body() {
    if ((tab === 'vehicle' || tab === 'provider') && rental) {
      return <RentalWishPanel rentalModuleId={rental.id} tab={tab} onNavigate={onClose} />;
    }
    if (wishlist.isPending) return <WishlistLoading />;
    if (wishlist.isError) {
      return (
        <WishlistLoadError
          body={getErrorMessages(wishlist.error, t).join(' ')}
          onRetry={() => void wishlist.refetch()}
        />
      );
    }
    if (tab === 'item') {
      if (wishlist.list.item.length === 0) return <EmptyState title={t('wishlist.noItems')} />;
      return (
        <ul className="space-y-2">
          {wishlist.list.item.map((item) => (
            <WishlistRow
              key={item.id}
              href={getItemHref(item)}
              image={item.image_full_url}
              name={item.name}
              detail={item.store_name}
              onNavigate={onClose}
              heart={<WishHeart kind="item" id={item.id} name={item.name} />}
            />
          ))}
        </ul>
      );
    }
    if (wishlist.list.store.length === 0) return <EmptyState title={t('wishlist.noStores')} />;
    return (
      <ul className="space-y-2">
        {wishlist.list.store.map((store) => (
          <WishlistRow
            key={store.id}
            href={getStoreHref(store)}
            image={store.logo_full_url}
            name={store.name}
            detail={store.address ?? ''}
            onNavigate={onClose}
            heart={<WishHeart kind="store" id={store.id} name={store.name} />}
          />
        ))}
      </ul>
    );
  }

  return (
    <SideSheet title={t('wishlist.title')} onClose={onClose} className="end-0 w-[min(523px,100vw)]">
      <div
        role="tablist"
        aria-label={t('wishlist.title')}
        className={classNames(
          'mb-3 grid gap-1 rounded-full bg-surface-muted p-1',
          tabs.length === 4 ? 'grid-cols-4' : 'grid-cols-2',
        )}
      >
        {tabs.map((entry) => (
          <button
            key={entry.id}
            type="button"
            {...tabProps(entry.id)}
            id={`wishlist-tab-${entry.id}`}
            aria-controls="wishlist-panel"
            className={classNames(
              'min-w-0 truncate rounded-full px-2 py-1.5 text-sm font-medium',
              tab === entry.id ? 'bg-surface-raised shadow-sm' : 'text-ink-muted hover:text-ink',
            )}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div id="wishlist-panel" role="tabpanel" aria-labelledby={`wishlist-tab-${tab}`}>
        {body()}
      </div>
    </SideSheet>
  );
}
