'use client';

import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { notify } from '@/features/ui/notify';
import { isApiError } from '@/lib/api-client';
import { classNames } from '@/lib/class-names';
import { useRental } from './rental-context';
import { useRentalWishlist, useToggleWish, type WishKind } from './use-rental-wishlist';

/** The heart on vehicles and providers: signed-in only ('You are not logged in' otherwise). */
export function WishlistHeart({
  kind,
  id,
  name,
  className,
}: {
  kind: WishKind;
  id: number;
  name: string;
  className?: string;
}) {
  const t = useT();
  const { isSignedIn } = useRental();
  const wishlist = useRentalWishlist();
  const toggle = useToggleWish();
  const [isBusy, setBusy] = useState(false);
  const list = kind === 'vehicle' ? wishlist.vehicles : wishlist.providers;
  const isFavourite = list.some((entry) => entry.id === id);
  return (
    <button
      type="button"
      aria-pressed={isFavourite}
      aria-label={t(isFavourite ? 'rental.wishlist.remove' : 'rental.wishlist.add', { name })}
      disabled={isBusy}
      onClick={async () => {
        if (!isSignedIn) {
          notify('error', t('rental.wishlist.login'));
          return;
        }
        setBusy(true);
        try {
          notify('success', await toggle(kind, id, isFavourite));
        } catch (error) {
          notify(
            'error',
            isApiError(error) && error.messages[0] ? error.messages[0] : t('rental.error'),
          );
        } finally {
          setBusy(false);
        }
      }}
      className={classNames(
        'inline-flex size-10 items-center justify-center rounded-full border border-line bg-surface-raised/95 text-danger shadow-sm hover:bg-surface-muted disabled:opacity-60',
        className,
      )}
    >
      <Heart aria-hidden className={classNames('size-5', isFavourite && 'fill-current')} />
    </button>
  );
}
