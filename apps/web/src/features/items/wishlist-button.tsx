'use client';

import { Heart } from 'lucide-react';
import { useId } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { notify } from '@/features/ui/notify';
import { classNames } from '@/lib/class-names';

/**
 * The wishlist heart. A guest is told to sign in (spec 01 §8); the signed-in action comes with the
 * account issue, so for a customer the heart is shown as "Available soon".
 */
export function WishlistButton({
  name,
  isSignedIn,
  className,
}: {
  name: string;
  isSignedIn: boolean;
  className?: string;
}) {
  const t = useT();
  const hintId = useId();
  return (
    <>
      <button
        type="button"
        aria-label={t('items.addToWishlist', { name })}
        aria-disabled={isSignedIn ? 'true' : undefined}
        aria-describedby={isSignedIn ? hintId : undefined}
        onClick={() => {
          if (!isSignedIn) notify('error', t('items.loginRequired'));
        }}
        className={classNames(
          'inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface-raised/95 text-danger shadow-sm hover:bg-surface-muted',
          isSignedIn && 'cursor-not-allowed opacity-60',
          className,
        )}
      >
        <Heart aria-hidden className="size-5" />
      </button>
      {isSignedIn ? (
        <span id={hintId} className="sr-only">
          {t('common.availableSoon')}
        </span>
      ) : null}
    </>
  );
}
