import type { Metadata } from 'next';
import { z } from 'zod';
import { toCheckoutSettings } from '@/features/checkout/checkout-settings';
import { type CheckoutPage, CheckoutView } from '@/features/checkout/checkout-view';
import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { loadConfig } from '@/features/layout/shell-data';
import { parsePageQuery, type SearchParams } from '@/lib/page-query';

type Props = { searchParams: Promise<SearchParams> };

const CheckoutQuery = { page: z.enum(['cart', 'buy_now', 'campaign'] satisfies CheckoutPage[]) };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('checkout.title'), robots: { index: false, follow: false } };
}

/** /checkout?page=cart|buy_now|campaign (spec 01 §2 routes; issue 6 "Storefront"). */
async function CheckoutRoute({ searchParams }: Props) {
  const page = parsePageQuery(CheckoutQuery, await searchParams).page ?? 'cart';
  const config = await loadConfig();
  const policies = {
    terms: config?.terms_and_conditions === 1,
    privacy: config?.privacy_policy === 1,
    refund: config?.refund_policy === 1,
  };
  return <CheckoutView page={page} settings={toCheckoutSettings(config)} policies={policies} />;
}

export default withPageMessages('(shop)/checkout', CheckoutRoute);
