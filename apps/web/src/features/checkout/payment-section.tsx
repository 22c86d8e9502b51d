'use client';

import type { PaymentMethod } from '@marketplace/domain/checkout/payment-method';
import { formatAmount } from '@marketplace/domain/money/format-amount';
import { Banknote, CreditCard, Wallet } from 'lucide-react';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { useT } from '@/features/i18n/i18n-provider';
import { Skeleton } from '@/features/ui/skeleton';
import { classNames } from '@/lib/class-names';
import { CheckoutSection, RadioCard } from './checkout-section';
import type { PaymentGateway } from './checkout-settings';

type PaymentSectionProps = {
  /** null while the store's zone loads. */
  methods: readonly PaymentMethod[] | null;
  value: PaymentMethod | null;
  onChange: (value: PaymentMethod) => void;
  gateways: readonly PaymentGateway[];
  /** Major units; null for guests. */
  walletBalance: number | null;
  isTakeAway: boolean;
  partial: { offered: boolean; checked: boolean; onChange: (value: boolean) => void };
  problems: readonly string[];
};

const ICONS: Record<PaymentMethod, typeof Banknote> = {
  cash_on_delivery: Banknote,
  digital_payment: CreditCard,
  wallet: Wallet,
};

/** The payment methods the config and the store's zone allow, and the partial wallet payment. */
export function PaymentSection(props: PaymentSectionProps) {
  const { methods, value, onChange, gateways, walletBalance, isTakeAway, partial, problems } =
    props;
  const t = useT();
  const { currency } = useCatalogSettings();
  const balance = walletBalance === null ? null : formatAmount(walletBalance, currency);

  const title = (method: PaymentMethod) =>
    method === 'cash_on_delivery'
      ? isTakeAway
        ? t('checkout.payAtStore')
        : t('checkout.cashOnDelivery')
      : method === 'digital_payment'
        ? t('checkout.digitalPayment')
        : t('checkout.wallet');
  const description = (method: PaymentMethod) =>
    method === 'digital_payment'
      ? gateways.length > 0
        ? t('checkout.payWith', { gateways: gateways.map((g) => g.title).join(', ') })
        : undefined
      : method === 'wallet' && balance
        ? t('checkout.walletBalance', { amount: balance })
        : undefined;

  return (
    <CheckoutSection title={t('checkout.paymentMethod')} problems={problems}>
      {methods === null ? (
        <div className="grid gap-2 sm:grid-cols-2" aria-busy="true">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : methods.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('checkout.noPaymentMethod')}</p>
      ) : (
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="sr-only">{t('checkout.paymentMethod')}</legend>
          {methods.map((method) => {
            const Icon = ICONS[method];
            return (
              <RadioCard
                key={method}
                name="payment_method"
                value={method}
                checked={value === method}
                onSelect={() => onChange(method)}
                icon={<Icon aria-hidden className="size-5" />}
                title={title(method)}
                description={description(method)}
              />
            );
          })}
        </fieldset>
      )}
      {partial.offered && value !== 'wallet' && balance ? (
        <label
          className={classNames(
            'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border p-3',
            partial.checked ? 'border-brand bg-brand-soft' : 'border-line',
          )}
        >
          <input
            type="checkbox"
            checked={partial.checked}
            onChange={(event) => partial.onChange(event.target.checked)}
            className="mt-1 size-4 shrink-0 accent-brand"
          />
          <span className="text-sm">
            <span className="block font-semibold">{t('checkout.partialPayment')}</span>
            <span className="block text-xs text-ink-muted">
              {t('checkout.partialPaymentHint', { amount: balance })}
            </span>
          </span>
        </label>
      ) : null}
    </CheckoutSection>
  );
}
