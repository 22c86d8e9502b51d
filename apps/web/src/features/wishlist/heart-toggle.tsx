'use client';

import { Heart } from 'lucide-react';
import { useState } from 'react';
import { notify } from '@/features/ui/notify';
import { classNames } from '@/lib/class-names';

/** What a favourite's heart is told: what kind of thing, which one, its name for the label. */
export type FavouriteHeartProps<Kind extends string> = {
  kind: Kind;
  id: number;
  name: string;
  className?: string;
};

/**
 * A favourite's heart (the wishlist's and the rental wishlist's): aria-pressed while it is a
 * favourite; a guest is told to sign in; otherwise it toggles, says the server's message and
 * stays disabled meanwhile.
 */
export function HeartToggle({
  isFavourite,
  label,
  isSignedIn,
  signInMessage,
  toggle,
  errorMessage,
  className,
}: {
  isFavourite: boolean;
  label: string;
  isSignedIn: boolean;
  signInMessage: string;
  /** Adds or removes; resolves to the success message. */
  toggle: () => Promise<string>;
  errorMessage: (error: unknown) => string;
  className?: string;
}) {
  const [isBusy, setBusy] = useState(false);

  async function onClick() {
    if (!isSignedIn) {
      notify('error', signInMessage);
      return;
    }
    setBusy(true);
    try {
      notify('success', await toggle());
    } catch (error) {
      notify('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      aria-pressed={isFavourite}
      aria-label={label}
      disabled={isBusy}
      onClick={() => void onClick()}
      className={classNames(
        'inline-flex size-10 items-center justify-center rounded-full border border-line bg-surface-raised/95 text-danger shadow-sm hover:bg-surface-muted disabled:opacity-60',
        className,
      )}
    >
      <Heart aria-hidden className={classNames('size-5', isFavourite && 'fill-current')} />
    </button>
  );
}
