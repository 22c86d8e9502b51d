import type { Metadata } from 'next';
import { CheckoutPreview, type CheckoutPage as Page } from '@/features/cart/checkout-preview';
import { readParam } from '@/features/catalog/catalog-api';
import { getRequestI18n } from '@/features/i18n/request-i18n';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PAGES: readonly Page[] = ['cart', 'buy_now', 'campaign'];

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('cart.checkoutTitle'), robots: { index: false, follow: false } };
}

/** /checkout?page=cart|buy_now|campaign (spec 01 §2 routes); the order flow comes later. */
export default async function CheckoutRoute({ searchParams }: Props) {
  const requested = readParam((await searchParams).page);
  const page = PAGES.find((candidate) => candidate === requested) ?? 'cart';
  return <CheckoutPreview page={page} />;
}
