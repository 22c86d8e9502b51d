'use client';

import type { WalletBonus } from '@marketplace/contract/wallet';
import { formatAmount } from '@marketplace/domain/money/format-amount';
import { Gift } from 'lucide-react';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { formatCalendarDate } from '@/features/coupons/describe-coupon';
import { useI18n } from '@/features/i18n/i18n-provider';
import { RetryAlert } from '@/features/ui/retry-alert';
import { Skeleton } from '@/features/ui/skeleton';
import { useQuery } from '@/lib/hydration-safe-query';
import { fetchWalletBonuses } from './wallet-api';

export const WALLET_BONUSES_KEY = ['wallet', 'bonuses'] as const;

/** The top-up bonuses running today, each with its rule written out; nothing when none runs. */
export function WalletBonuses({ isEnabled }: { isEnabled: boolean }) {
  const { t, locale } = useI18n();
  const { currency } = useCatalogSettings();
  const query = useQuery({
    queryKey: WALLET_BONUSES_KEY,
    queryFn: ({ signal }) => fetchWalletBonuses(signal),
    enabled: isEnabled,
    meta: { silent: true },
  });
  const describe = (bonus: WalletBonus) => {
    const gift =
      bonus.bonus_type === 'percent'
        ? t('account.bonusPercent', { percent: bonus.bonus_amount })
        : t('account.bonusAmount', { amount: formatAmount(bonus.bonus_amount, currency) });
    const cap =
      bonus.bonus_type === 'percent' && bonus.maximum_bonus_amount > 0
        ? ` ${t('account.bonusMax', { amount: formatAmount(bonus.maximum_bonus_amount, currency) })}`
        : '';
    const minimum = t('account.bonusMinimum', {
      amount: formatAmount(bonus.minimum_add_amount, currency),
    });
    return `${gift} ${minimum}${cap}`;
  };

  if (query.isPending && isEnabled) return <Skeleton className="h-20 w-full" />;
  if (query.isError) {
    return (
      <RetryAlert className="space-y-2" onRetry={() => query.refetch()}>
        <p>{t('account.bonusesError')}</p>
      </RetryAlert>
    );
  }
  if (!query.data || query.data.length === 0) return null;
  return (
    <section aria-labelledby="wallet-bonuses-title" className="space-y-2">
      <h2 id="wallet-bonuses-title" className="text-lg font-bold">
        {t('account.bonusesTitle')}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {query.data.map((bonus) => (
          <li
            key={bonus.id}
            className="flex gap-3 rounded-xl border border-line bg-surface-raised p-4"
          >
            <Gift aria-hidden className="size-6 shrink-0 text-brand" />
            <div className="min-w-0">
              <p className="font-semibold">{bonus.title}</p>
              <p className="text-sm">{describe(bonus)}</p>
              <p className="text-xs text-ink-muted">
                {t('account.bonusValid', { end: formatCalendarDate(bonus.end_date, locale) })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
