'use client';

import { useT } from '@/features/i18n/i18n-provider';
import type { PhoneSettings } from './applicant-fields';
import { DeliveryManRegistrationForm } from './delivery-man-registration-form';
import { PartnerRegistrationView } from './partner-registration-view';

/** /deliveryman-registration: "Become a Delivery Man" from the footer (spec 01 §2). */
export function DeliveryManRegistrationView({ phone }: { phone: PhoneSettings }) {
  const t = useT();
  return (
    <PartnerRegistrationView
      title={t('deliveryReg.title')}
      renderForm={(zones) => <DeliveryManRegistrationForm zones={zones} phone={phone} />}
    />
  );
}
