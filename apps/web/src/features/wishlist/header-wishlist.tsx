'use client';

import { Heart } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import { useShellState } from '@/features/shell/shell-state-provider';
import { notify } from '@/features/ui/notify';
import { useSetWish, useWishlist } from './use-wishlist';
import { parseWishValue, WISH_ATTRIBUTE } from './wish-attribute';
import { translateWishMessage } from './wish-messages';

const WishlistDrawer = dynamic(() => import('./wishlist-drawer').then((m) => m.WishlistDrawer), {
  ssr: false,
});

/**
 * The header's wishlist button and its drawer, and the one click listener behind every card's
 * heart: a guest is asked to sign in; a customer's click adds or removes the favourite on the
 * server, and the hearts show the server's list (aria-pressed).
 */
export function HeaderWishlist() {
  const t = useT();
  const { isSignedIn, openAuthDialog } = useShellState();
  const { list } = useWishlist();
  const setWish = useSetWish();
  const [isOpen, setIsOpen] = useState(false);
  const favourites = useRef(new Set<string>());

  useEffect(() => {
    const values = new Set([
      ...list.item.map((item) => `item:${item.id}`),
      ...list.store.map((store) => `store:${store.id}`),
    ]);
    favourites.current = values;
    const mark = () => {
      for (const button of document.querySelectorAll<HTMLElement>(`[${WISH_ATTRIBUTE}]`)) {
        const pressed = isSignedIn && values.has(button.getAttribute(WISH_ATTRIBUTE) ?? '');
        button.setAttribute('aria-pressed', String(pressed));
      }
    };
    mark();
    // Cards added later (more pages, client lists) are marked as they arrive.
    const observer = new MutationObserver(mark);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [list, isSignedIn]);

  useEffect(() => {
    async function onClick(event: MouseEvent) {
      const button = (event.target as Element | null)?.closest<HTMLElement>(`[${WISH_ATTRIBUTE}]`);
      const target = parseWishValue(button?.getAttribute(WISH_ATTRIBUTE) ?? null);
      if (!button || !target) return;
      event.preventDefault();
      event.stopPropagation();
      if (!isSignedIn) {
        notify('error', t('items.loginRequired'));
        return;
      }
      const isFavourite = favourites.current.has(`${target.kind}:${target.id}`);
      button.setAttribute('aria-busy', 'true');
      try {
        notify(
          'success',
          translateWishMessage(await setWish(target.kind, target.id, !isFavourite), t),
        );
      } catch (error) {
        notify('error', getErrorMessages(error, t).join(' '));
      } finally {
        button.removeAttribute('aria-busy');
      }
    }
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [isSignedIn, setWish, t]);

  return (
    <>
      <button
        type="button"
        aria-label={t('wishlist.title')}
        onClick={() => (isSignedIn ? setIsOpen(true) : openAuthDialog('sign-in'))}
        className="inline-flex size-11 items-center justify-center rounded-full border border-line hover:bg-surface-muted"
      >
        <Heart aria-hidden className="size-5" />
      </button>
      {isOpen ? <WishlistDrawer onClose={() => setIsOpen(false)} /> : null}
    </>
  );
}
