import type { FlashSaleResponse } from '@marketplace/contract/promotions';
import type { CatalogSettings } from '@/features/catalog/catalog-settings';
import { formatDate } from '@/features/catalog/format-date';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import type { Translate } from '@/features/i18n/translate';
import { ProductCard } from '@/features/items/product-card';
import type { Section } from './home-sections-data';

type SaleProduct = NonNullable<FlashSaleResponse['flash_sale']>['products'][number];

/** The running flash sale: its end date and each product with how much of its stock is sold. */
export async function HomeFlashSale({
  sale: salePromise,
  settings,
}: {
  sale: Section<FlashSaleResponse>;
  settings: CatalogSettings;
}) {
  const [{ t, locale }, response] = await Promise.all([getRequestI18n(), salePromise]);
  const sale = response?.flash_sale;
  if (!sale || sale.products.length === 0) return null;
  return (
    <section aria-labelledby="home-flash-sale" className="rounded-2xl bg-brand-soft p-4 md:p-5">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="home-flash-sale" className="text-lg font-bold md:text-xl">
          {sale.title || t('home.flashSale')}
        </h2>
        <p className="text-sm font-semibold text-brand-strong">
          {t('home.flashSaleEnds', { date: formatDate(sale.end_date, locale) })}
        </p>
      </div>
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-5 lg:overflow-visible lg:px-0">
        {sale.products.map((product) => (
          <li
            key={product.item.id}
            className="flex w-[11rem] shrink-0 snap-start flex-col gap-2 sm:w-[13rem] lg:w-auto"
          >
            <ProductCard
              item={{
                ...product.item,
                discount: product.discount,
                discount_type: product.discount_type,
              }}
              t={t}
              settings={settings}
            />
            <SoldShare product={product} t={t} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How much of a sale product's stock is sold, and how many are left. */
function SoldShare({ product, t }: { product: SaleProduct; t: Translate }) {
  const soldShare =
    product.stock > 0 ? Math.min(100, Math.round((product.sold / product.stock) * 100)) : 0;
  return (
    <div>
      <div
        role="progressbar"
        aria-label={t('home.flashSaleSold', { sold: product.sold, stock: product.stock })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={soldShare}
        className="h-1.5 overflow-hidden rounded-full bg-surface-raised"
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${soldShare}%` }} />
      </div>
      <p className="mt-1 text-xs text-ink-muted">
        {t('home.flashSaleLeft', { count: product.available_stock })}
      </p>
    </div>
  );
}
