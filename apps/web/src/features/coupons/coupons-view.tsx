'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { SignInRequired } from '@/features/account/sign-in-required';
import { EmptyState } from '@/features/catalog/empty-state';
import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import { useShellState } from '@/features/shell/shell-state-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { Skeleton } from '@/features/ui/skeleton';
import { CouponCard } from './coupon-card';
import { CouponCheckForm } from './coupon-check-form';
import { useCoupons } from './use-coupons';

/** /coupons: the customer's usable coupons here, with their rules and Copy; "Check a code". */
export function CouponsView() {
  const t = useT();
  const { isSignedIn, moduleId } = useShellState();
  const coupons = useCoupons();

  if (!isSignedIn) return <SignInRequired />;
  if (moduleId === null) {
    return (
      <EmptyState
        title={t('coupons.pickModule')}
        action={
          <Link href="/" className={buttonClass('primary')}>
            {t('header.home')}
          </Link>
        }
      />
    );
  }

  let list: ReactNode;
  if (coupons.isPending) {
    list = (
      <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-48 w-full rounded-2xl" />
        ))}
      </div>
    );
  } else if (coupons.isError) {
    list = (
      <EmptyState
        title={t('coupons.loadError')}
        body={getErrorMessages(coupons.error, t).join(' ')}
        action={
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => void coupons.refetch()}
          >
            {t('common.retry')}
          </button>
        }
      />
    );
  } else if (coupons.data.length === 0) {
    list = <EmptyState title={t('coupons.empty')} body={t('coupons.emptyBody')} />;
  } else {
    list = (
      <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('coupons.title')}>
        {coupons.data.map((coupon) => (
          <li key={coupon.id}>
            <CouponCard coupon={coupon} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-6">
      <p className="text-ink-muted">{t('coupons.intro')}</p>
      {list}
      <CouponCheckForm />
    </div>
  );
}
