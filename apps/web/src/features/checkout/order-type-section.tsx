'use client';

import type { OrderType } from '@marketplace/domain/checkout/order-type';
import { ShoppingBag, Truck } from 'lucide-react';
import { useT } from '@/features/i18n/i18n-provider';
import { CheckoutSection, RadioCard } from './checkout-section';

type OrderTypeSectionProps = {
  options: readonly OrderType[];
  value: OrderType;
  onChange: (value: OrderType) => void;
  problems: readonly string[];
};

/** Home delivery or take-away, as the business and the store offer them. */
export function OrderTypeSection({ options, value, onChange, problems }: OrderTypeSectionProps) {
  const t = useT();
  return (
    <CheckoutSection title={t('checkout.orderType')} problems={problems}>
      {options.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('checkout.noOrderType')}</p>
      ) : (
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="sr-only">{t('checkout.orderType')}</legend>
          {options.map((option) => (
            <RadioCard
              key={option}
              name="order_type"
              value={option}
              checked={value === option}
              onSelect={() => onChange(option)}
              icon={
                option === 'delivery' ? (
                  <Truck aria-hidden className="size-5" />
                ) : (
                  <ShoppingBag aria-hidden className="size-5" />
                )
              }
              title={option === 'delivery' ? t('checkout.homeDelivery') : t('checkout.takeAway')}
              description={
                option === 'delivery' ? t('checkout.homeDeliveryHint') : t('checkout.takeAwayHint')
              }
            />
          ))}
        </fieldset>
      )}
    </CheckoutSection>
  );
}
