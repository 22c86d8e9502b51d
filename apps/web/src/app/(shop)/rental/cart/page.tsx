import type { Metadata } from 'next';
import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { loadConfig } from '@/features/layout/shell-data';
import { RentalCartView } from '@/features/rental/rental-cart-view';
import { RentalPage } from '@/features/rental/rental-route';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('rental.cart.title'), robots: { index: false, follow: false } };
}

/** /rental/cart: the Rental Trip Cart and booking. */
async function RentalCartRoute() {
  const [{ t }, config] = await Promise.all([getRequestI18n(), loadConfig()]);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-extrabold">{t('rental.cart.title')}</h1>
      <RentalPage>
        <RentalCartView
          config={{
            cash_on_delivery: config?.cash_on_delivery ?? true,
            digital_payment: config?.digital_payment ?? false,
            customer_wallet_status: config?.customer_wallet_status ?? 0,
          }}
        />
      </RentalPage>
    </div>
  );
}

export default withPageMessages('(shop)/rental/cart', RentalCartRoute);
