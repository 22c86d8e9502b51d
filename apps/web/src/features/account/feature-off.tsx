'use client';

import Link from 'next/link';
import { EmptyState } from '@/features/catalog/empty-state';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';

/** An account page whose feature the business has switched off (spec 02 §2 menu flags). */
export function FeatureOff() {
  const t = useT();
  return (
    <EmptyState
      title={t('account.featureOff')}
      action={
        <Link href="/home" className={buttonClass('primary')}>
          {t('header.home')}
        </Link>
      }
    />
  );
}
