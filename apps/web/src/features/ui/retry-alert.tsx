'use client';

import type { ReactNode } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from './button-styles';

type RetryAlertProps = {
  className: string;
  /** What could not be loaded, as the caller words and styles it. */
  children: ReactNode;
  onRetry: () => void;
  buttonSize?: 'sm' | 'md';
};

/** Something failed to load: an alert that says so, with Retry. */
export function RetryAlert({ className, children, onRetry, buttonSize = 'md' }: RetryAlertProps) {
  const t = useT();
  return (
    <div role="alert" className={className}>
      {children}
      <button type="button" className={buttonClass('secondary', buttonSize)} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
