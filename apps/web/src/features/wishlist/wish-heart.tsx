'use client';

import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import { useShellState } from '@/features/shell/shell-state-provider';
import { classNames } from '@/lib/class-names';
import { type FavouriteHeartProps, HeartToggle } from './heart-toggle';
import { useSetWish, useWishlist } from './use-wishlist';
import { translateWishMessage } from './wish-messages';
import type { WishKind } from './wishlist-api';

/**
 * The heart on item cards, item views, store cards and store pages. Signed in: it shows and
 * toggles the server's wishlist. A guest is told to sign in (the header's button signs in).
 */
export function WishHeart({ kind, id, name, className }: FavouriteHeartProps<WishKind>) {
  const t = useT();
  const { isSignedIn } = useShellState();
  const { list } = useWishlist();
  const setWish = useSetWish();
  const entries = kind === 'item' ? list.item : list.store;
  const isFavourite = isSignedIn && entries.some((entry) => entry.id === id);
  return (
    <HeartToggle
      isFavourite={isFavourite}
      label={t(isFavourite ? 'wishlist.remove' : 'wishlist.add', { name })}
      isSignedIn={isSignedIn}
      signInMessage={t('items.loginRequired')}
      toggle={async () => translateWishMessage(await setWish(kind, id, !isFavourite), t)}
      errorMessage={(error) => getErrorMessages(error, t).join(' ')}
      className={classNames('relative z-10', className)}
    />
  );
}
