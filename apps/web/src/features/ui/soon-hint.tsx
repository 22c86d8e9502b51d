import type { ReactNode } from 'react';
import type { Translate } from '@/features/i18n/translate';
import { classNames } from '@/lib/class-names';

/** The id of the one "Available soon" description that plain server-rendered buttons point at. */
export const SOON_HINT_ID = 'available-soon-hint';

/** Rendered once per page (root layout); see {@link SoonActionButton}. */
export function SoonHint({ t }: { t: Translate }) {
  return (
    <span id={SOON_HINT_ID} className="sr-only">
      {t('common.availableSoon')}
    </span>
  );
}

/**
 * {@link SoonButton} for server-rendered lists (every product card's add-to-cart): the same
 * honest "Available soon" control, with no client component per card.
 */
export function SoonActionButton({
  label,
  title,
  className,
  children,
}: {
  label: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-disabled="true"
      aria-label={label}
      aria-describedby={SOON_HINT_ID}
      title={title}
      className={classNames('cursor-not-allowed opacity-60', className)}
    >
      {children}
    </button>
  );
}
