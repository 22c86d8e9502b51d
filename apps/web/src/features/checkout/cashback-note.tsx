'use client';

import { formatAmount } from '@marketplace/domain/money/format-amount';
import { Coins } from 'lucide-react';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { useT } from '@/features/i18n/i18n-provider';

/** "You will get $X cashback": the server's quote of what delivery puts back in the wallet. */
export function CashbackNote({ amount }: { amount: number | undefined }) {
  const t = useT();
  const { currency } = useCatalogSettings();
  if (!amount || amount <= 0) return null;
  return (
    <p
      className="flex items-start gap-2 rounded-lg bg-brand-soft p-3 text-sm"
      data-testid="cashback-note"
    >
      <Coins aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
      <span>
        <span className="font-semibold">
          {t('checkout.cashbackEarned', { amount: formatAmount(amount, currency) })}
        </span>
        <span className="block text-xs text-ink-muted">{t('checkout.cashbackWhen')}</span>
      </span>
    </p>
  );
}
