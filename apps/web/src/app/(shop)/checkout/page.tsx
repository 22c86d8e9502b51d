import type { Metadata } from 'next';
import { readParam } from '@/features/catalog/catalog-api';
import { toCheckoutSettings } from '@/features/checkout/checkout-settings';
import { type CheckoutPage, CheckoutView } from '@/features/checkout/checkout-view';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { loadConfig } from '@/features/layout/shell-data';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PAGES: readonly CheckoutPage[] = ['cart', 'buy_now', 'campaign'];

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('checkout.title'), robots: { index: false, follow: false } };
}

/** /checkout?page=cart|buy_now|campaign (spec 01 §2 routes; issue 6 "Storefront"). */
export default async function CheckoutRoute({ searchParams }: Props) {
  const requested = readParam((await searchParams).page);
  const page = PAGES.find((candidate) => candidate === requested) ?? 'cart';
  const config = await loadConfig();
  const policies = {
    terms: config?.terms_and_conditions === 1,
    privacy: config?.privacy_policy === 1,
    refund: config?.refund_policy === 1,
  };
  return <CheckoutView page={page} settings={toCheckoutSettings(config)} policies={policies} />;
}
