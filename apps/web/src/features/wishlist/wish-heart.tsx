'use client';

import { Heart } from 'lucide-react';
import { useState } from 'react';
import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import { useShellState } from '@/features/shell/shell-state-provider';
import { notify } from '@/features/ui/notify';
import { classNames } from '@/lib/class-names';
import { useSetWish, useWishlist } from './use-wishlist';
import { translateWishMessage } from './wish-messages';
import type { WishKind } from './wishlist-api';

/**
 * The heart on item cards, item views, store cards and store pages. Signed in: it shows and
 * toggles the server's wishlist. A guest is told to sign in (the header's button signs in).
 */
export function WishHeart({
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
  const { isSignedIn } = useShellState();
  const { list } = useWishlist();
  const setWish = useSetWish();
  const [isBusy, setBusy] = useState(false);
  const entries = kind === 'item' ? list.item : list.store;
  const isFavourite = isSignedIn && entries.some((entry) => entry.id === id);

  async function toggle() {
    if (!isSignedIn) {
      notify('error', t('items.loginRequired'));
      return;
    }
    setBusy(true);
    try {
      notify('success', translateWishMessage(await setWish(kind, id, !isFavourite), t));
    } catch (error) {
      notify('error', getErrorMessages(error, t).join(' '));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      aria-pressed={isFavourite}
      aria-label={t(isFavourite ? 'wishlist.remove' : 'wishlist.add', { name })}
      disabled={isBusy}
      onClick={() => void toggle()}
      className={classNames(
        'relative z-10 inline-flex size-10 items-center justify-center rounded-full border border-line bg-surface-raised/95 text-danger shadow-sm hover:bg-surface-muted disabled:opacity-60',
        className,
      )}
    >
      <Heart aria-hidden className={classNames('size-5', isFavourite && 'fill-current')} />
    </button>
  );
}
