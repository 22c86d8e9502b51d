'use client';

import type { ReactNode } from 'react';
import { useId } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { classNames } from '@/lib/class-names';

/**
 * A control whose flow arrives in a later issue (sign-in, cart): shown, focusable, explained as
 * "Available soon", and inert rather than faking behaviour.
 */
export function SoonButton({
  children,
  className,
  label,
}: {
  children: ReactNode;
  className?: string;
  label: string;
}) {
  const t = useT();
  const hintId = useId();
  return (
    <>
      <button
        type="button"
        aria-disabled="true"
        aria-label={label}
        aria-describedby={hintId}
        title={t('common.availableSoon')}
        onClick={(event) => event.preventDefault()}
        className={classNames('cursor-not-allowed opacity-60', className)}
      >
        {children}
      </button>
      <span id={hintId} className="sr-only">
        {t('common.availableSoon')}
      </span>
    </>
  );
}
