'use client';

import type { LoyaltyPointTransaction } from '@marketplace/contract/loyalty';
import { formatInstant } from '@marketplace/domain/time/format-instant';
import { Coins } from 'lucide-react';
import { useState } from 'react';
import { useCustomerInfo } from '@/features/auth/use-customer-info';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { useI18n } from '@/features/i18n/i18n-provider';
import type { MessageKey } from '@/features/i18n/messages/en';
import { useShellState } from '@/features/shell/shell-state-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { Skeleton } from '@/features/ui/skeleton';
import { ConvertPointsDialog } from './convert-points-dialog';
import { FeatureOff } from './feature-off';
import { LedgerList, LedgerRow } from './ledger-list';
import { SignInRequired } from './sign-in-required';
import { useAccountConfig } from './use-account-config';
import { useLoyaltyLedger } from './use-ledger';

const TYPE_KEYS: Record<LoyaltyPointTransaction['transaction_type'], MessageKey> = {
  order_earn: 'account.pointsType.order_earn',
  wallet_transfer: 'account.pointsType.wallet_transfer',
  admin_bonus: 'account.pointsType.admin_bonus',
};

/** /loyalty-points: the points card with Convert to currency now, and the paged history. */
export function LoyaltyView() {
  const { t, locale } = useI18n();
  const { isSignedIn } = useShellState();
  const settings = useCatalogSettings();
  const { timeZone } = settings;
  const config = useAccountConfig();
  const info = useCustomerInfo(isSignedIn);
  const ledger = useLoyaltyLedger(isSignedIn && config.data?.isLoyaltyOn === true);
  const [isConverting, setIsConverting] = useState(false);

  if (!isSignedIn) return <SignInRequired />;
  if (config.data && !config.data.isLoyaltyOn) return <FeatureOff />;
  const balance = info.data?.loyalty_point ?? 0;
  return (
    <div className="space-y-6">
      <section
        className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-line bg-surface-raised p-5"
        aria-label={t('account.pointsBalance')}
      >
        <div className="flex items-center gap-4">
          <Coins aria-hidden className="size-10 shrink-0 text-brand" />
          <div>
            <p className="text-sm text-ink-muted">{t('account.pointsBalance')}</p>
            {info.data ? (
              <p className="text-3xl font-extrabold tabular-nums">{balance}</p>
            ) : (
              <Skeleton className="h-9 w-24" />
            )}
          </div>
        </div>
        {config.data?.isWalletOn ? (
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={!info.data || balance <= 0}
            onClick={() => setIsConverting(true)}
          >
            {t('account.convertNow')}
          </button>
        ) : null}
      </section>
      <LedgerList
        title={t('account.pointsHistory')}
        query={ledger}
        emptyTitle={t('account.noTransactions')}
        count={ledger.rows.length}
      >
        {ledger.rows.map((row) => {
          const isCredit = row.credit > 0;
          return (
            <LedgerRow
              key={row.id}
              label={t(TYPE_KEYS[row.transaction_type])}
              when={formatInstant(row.created_at, { locale, timeZone: timeZone })}
              change={`${isCredit ? '+' : '−'}${isCredit ? row.credit : row.debit}`}
              isCredit={isCredit}
            />
          );
        })}
      </LedgerList>
      {config.data ? (
        <ConvertPointsDialog
          open={isConverting}
          onOpenChange={setIsConverting}
          rules={{
            balance,
            minimum: config.data.pointMinimum,
            exchangeRate: config.data.pointExchangeRate,
            digits: settings.currency.digitsAfterDecimalPoint,
          }}
        />
      ) : null}
    </div>
  );
}
