'use client';

import { useT } from '@/features/i18n/i18n-provider';
import { type FavouriteHeartProps, HeartToggle } from '@/features/wishlist/heart-toggle';
import { isApiError } from '@/lib/api-client';
import { useRental } from './rental-context';
import { useRentalWishlist, useToggleWish, type WishKind } from './use-rental-wishlist';

/** The heart on vehicles and providers: signed-in only ('You are not logged in' otherwise). */
export function WishlistHeart({ kind, id, name, className }: FavouriteHeartProps<WishKind>) {
  const t = useT();
  const { isSignedIn } = useRental();
  const wishlist = useRentalWishlist();
  const toggle = useToggleWish();
  const list = kind === 'vehicle' ? wishlist.vehicles : wishlist.providers;
  const isFavourite = list.some((entry) => entry.id === id);
  return (
    <HeartToggle
      isFavourite={isFavourite}
      label={t(isFavourite ? 'rental.wishlist.remove' : 'rental.wishlist.add', { name })}
      isSignedIn={isSignedIn}
      signInMessage={t('rental.wishlist.login')}
      toggle={() => toggle(kind, id, isFavourite)}
      errorMessage={(error) =>
        isApiError(error) && error.messages[0] ? error.messages[0] : t('rental.error')
      }
      className={className}
    />
  );
}
