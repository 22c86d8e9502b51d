'use client';

import { LogIn } from 'lucide-react';
import { EmptyState } from '@/features/catalog/empty-state';
import type { CheckoutSettings } from '@/features/checkout/checkout-settings';
import type { PolicyLinks } from '@/features/checkout/terms-checkbox';
import { useT } from '@/features/i18n/i18n-provider';
import { useShellState } from '@/features/shell/shell-state-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { ParcelOrderForm } from './parcel-order-form';

type ParcelOrderViewProps = {
  parcelModuleId: number;
  settings: CheckoutSettings;
  policies: PolicyLinks;
  initialCategoryId: number | null;
};

/** /parcel: guests send parcels while guest checkout is on, like any order (spec 02 §6). */
export function ParcelOrderView(props: ParcelOrderViewProps) {
  const t = useT();
  const { isSignedIn, openAuthDialog, location, defaultCenter } = useShellState();
  const startPoint = location ? { lat: location.lat, lng: location.lng } : defaultCenter;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4">
      <div className="space-y-1">
        <h1 className="text-2xl font-extrabold">{t('parcel.sendTitle')}</h1>
        <p className="text-sm text-ink-muted">{t('parcel.sendIntro')}</p>
      </div>
      {!isSignedIn && !props.settings.guestCheckout ? (
        <EmptyState
          title={t('checkout.signInToOrder')}
          action={
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => openAuthDialog('sign-in')}
            >
              <LogIn aria-hidden className="size-4" />
              {t('header.signIn')}
            </button>
          }
        />
      ) : (
        <ParcelOrderForm {...props} startPoint={startPoint} />
      )}
    </div>
  );
}
