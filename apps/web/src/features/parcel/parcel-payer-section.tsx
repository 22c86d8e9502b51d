'use client';

import type { ParcelChargePayer } from '@marketplace/contract/parcel-order';
import { PackageCheck, Send } from 'lucide-react';
import { CheckoutSection, RadioCard } from '@/features/checkout/checkout-section';
import { useT } from '@/features/i18n/i18n-provider';

/** Who pays the delivery charge: the sender now, or the receiver in cash on delivery. */
export function ParcelPayerSection({
  value,
  onChange,
}: {
  value: ParcelChargePayer;
  onChange: (value: ParcelChargePayer) => void;
}) {
  const t = useT();
  return (
    <CheckoutSection title={t('parcel.payerTitle')}>
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="sr-only">{t('parcel.payerTitle')}</legend>
        <RadioCard
          name="charge_payer"
          value="sender"
          checked={value === 'sender'}
          onSelect={() => onChange('sender')}
          icon={<Send aria-hidden className="size-5" />}
          title={t('parcel.payerSender')}
        />
        <RadioCard
          name="charge_payer"
          value="receiver"
          checked={value === 'receiver'}
          onSelect={() => onChange('receiver')}
          icon={<PackageCheck aria-hidden className="size-5" />}
          title={t('parcel.payerReceiver')}
          description={t('parcel.payerReceiverHint')}
        />
      </fieldset>
    </CheckoutSection>
  );
}
