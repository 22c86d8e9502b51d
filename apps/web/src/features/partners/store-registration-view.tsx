'use client';

import { useT } from '@/features/i18n/i18n-provider';
import type { PhoneSettings } from './applicant-fields';
import { PartnerRegistrationView } from './partner-registration-view';
import { StoreRegistrationForm } from './store-registration-form';

/** /store-registration?active=active: "Become a Seller" from the footer (spec 01 §2). */
export function StoreRegistrationView({ phone }: { phone: PhoneSettings }) {
  const t = useT();
  return (
    <PartnerRegistrationView
      title={t('storeReg.title')}
      renderForm={(zones) => <StoreRegistrationForm zones={zones} phone={phone} />}
    />
  );
}
