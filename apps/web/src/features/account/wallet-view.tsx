'use client';

import type { WalletTransaction } from '@marketplace/contract/wallet';
import { formatAmount } from '@marketplace/domain/money/format-amount';
import { formatInstant } from '@marketplace/domain/time/format-instant';
import { Plus, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useCustomerInfo } from '@/features/auth/use-customer-info';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { useI18n } from '@/features/i18n/i18n-provider';
import type { MessageKey } from '@/features/i18n/messages/en';
import { useShellState } from '@/features/shell/shell-state-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { Skeleton } from '@/features/ui/skeleton';
import { AddFundDialog } from './add-fund-dialog';
import { FeatureOff } from './feature-off';
import { LedgerList, LedgerRow } from './ledger-list';
import { SignInRequired } from './sign-in-required';
import { useAccountConfig } from './use-account-config';
import { useWalletLedger } from './use-ledger';
import { useTopUpReturn } from './use-top-up-return';
import { WalletBonuses } from './wallet-bonuses';

const TYPE_KEYS: Record<WalletTransaction['transaction_type'], MessageKey> = {
  order_payment: 'account.walletType.order_payment',
  order_refund: 'account.walletType.order_refund',
  add_fund: 'account.walletType.add_fund',
  trip_payment: 'account.walletType.trip_payment',
  trip_refund: 'account.walletType.trip_refund',
  loyalty_point: 'account.walletType.loyalty_point',
  referral_reward: 'account.walletType.referral_reward',
  add_fund_bonus: 'account.walletType.add_fund_bonus',
  admin_bonus: 'account.walletType.admin_bonus',
  cashback: 'account.walletType.cashback',
};

/** /wallet: the balance card and the paged movements (spec 02 §2 wallet card). */
export function WalletView() {
  const { t, locale } = useI18n();
  const { currency, timeZone } = useCatalogSettings();
  const { isSignedIn } = useShellState();
  const config = useAccountConfig();
  const info = useCustomerInfo(isSignedIn);
  const ledger = useWalletLedger(isSignedIn && config.data?.isWalletOn === true);
  const [isAdding, setIsAdding] = useState(false);
  useTopUpReturn(isSignedIn);

  if (!isSignedIn) return <SignInRequired />;
  if (config.data && !config.data.isWalletOn) return <FeatureOff />;
  return (
    <div className="space-y-6">
      <section
        className="flex flex-wrap items-center gap-4 rounded-2xl bg-brand p-5 text-on-brand"
        aria-label={t('account.walletBalance')}
      >
        <Wallet aria-hidden className="size-10 shrink-0" />
        <div className="flex-1">
          <p className="text-sm opacity-90">{t('account.walletBalance')}</p>
          {info.data ? (
            <p className="text-3xl font-extrabold tabular-nums">
              {formatAmount(info.data.wallet_balance, currency)}
            </p>
          ) : (
            <Skeleton className="h-9 w-32" />
          )}
        </div>
        {config.data?.isAddFundOn ? (
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => setIsAdding(true)}
          >
            <Plus aria-hidden className="size-4" />
            {t('account.addFund')}
          </button>
        ) : null}
      </section>
      <WalletBonuses isEnabled={config.data?.isWalletOn === true} />
      <LedgerList
        title={t('account.walletHistory')}
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
              detail={row.order_id ? t('account.orderRef', { id: row.order_id }) : undefined}
              change={`${isCredit ? '+' : '−'}${formatAmount(isCredit ? row.credit : row.debit, currency)}`}
              isCredit={isCredit}
            />
          );
        })}
      </LedgerList>
      {config.data ? (
        <AddFundDialog open={isAdding} onOpenChange={setIsAdding} gateways={config.data.gateways} />
      ) : null}
    </div>
  );
}
