import { parcelCategoryList } from '@marketplace/contract/endpoints/parcel';
import type { Module } from '@marketplace/contract/modules';
import type { ParcelCategory } from '@marketplace/contract/parcel';
import { type CurrencyFormat, formatAmount } from '@marketplace/domain/money/format-amount';
import Link from 'next/link';
import { Suspense } from 'react';
import { loadSection } from '@/features/catalog/catalog-api';
import { CatalogImage } from '@/features/catalog/catalog-image';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import type { Translate } from '@/features/i18n/translate';
import { ShellActionButton } from '@/features/shell/shell-action-button';
import { buttonClass } from '@/features/ui/button-styles';
import { LifeBuoy, Send } from '@/features/ui/icons';
import { Skeleton } from '@/features/ui/skeleton';

function CategoryCard({
  category,
  currency,
  t,
}: {
  category: ParcelCategory;
  currency: CurrencyFormat;
  t: Translate;
}) {
  const perKm = category.parcel_per_km_shipping_charge;
  const minimum = category.parcel_minimum_shipping_charge;
  return (
    <li className="flex gap-4 rounded-2xl border border-line bg-surface-raised p-4 shadow-sm">
      <CatalogImage
        url={category.image_full_url}
        alt=""
        width={80}
        height={80}
        className="size-20 shrink-0 rounded-xl bg-surface-muted object-cover"
      />
      <div className="min-w-0 space-y-1">
        <h3 className="font-bold">{category.name}</h3>
        {category.description ? (
          <p className="text-sm text-ink-muted">{category.description}</p>
        ) : null}
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {perKm !== null ? (
            <div className="flex gap-1">
              <dt className="text-ink-muted">{t('parcel.perKm')}</dt>
              <dd className="font-semibold tabular-nums">{formatAmount(perKm, currency)}</dd>
            </div>
          ) : null}
          {minimum !== null ? (
            <div className="flex gap-1">
              <dt className="text-ink-muted">{t('parcel.minimum')}</dt>
              <dd className="font-semibold tabular-nums">{formatAmount(minimum, currency)}</dd>
            </div>
          ) : null}
        </dl>
        <Link
          href={`/parcel?category=${category.id}`}
          className="inline-block pt-1 text-sm font-semibold text-brand hover:underline"
        >
          {t('parcel.sendCategory', { name: category.name })}
        </Link>
      </div>
    </li>
  );
}

/** The categories list, streamed in behind its skeleton. */
async function ParcelCategories({
  module,
  currency,
}: {
  module: Module;
  currency: CurrencyFormat;
}) {
  const { t } = await getRequestI18n();
  const categories = await loadSection(parcelCategoryList, { scope: { moduleId: module.id } });
  if (categories === null) {
    return (
      <p role="alert" className="text-danger">
        {t('parcel.categoriesError')}
      </p>
    );
  }
  if (categories.length === 0) {
    return <p className="text-ink-muted">{t('parcel.categoriesEmpty')}</p>;
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {categories.map((category) => (
        <CategoryCard key={category.id} category={category} currency={currency} t={t} />
      ))}
    </ul>
  );
}

function CategoriesSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-3 md:grid-cols-2" aria-busy="true">
      <span className="sr-only">{label}</span>
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} className="h-28 w-full rounded-2xl" />
      ))}
    </div>
  );
}

/**
 * The parcel module's home (issue 16): Send a parcel, what can be sent with each category's
 * per-km and minimum charge, and Help & Support in place of the module links (spec 02 §2).
 */
export async function ParcelHome({
  module,
  currency,
}: {
  module: Module;
  currency: CurrencyFormat;
}) {
  const { t } = await getRequestI18n();
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="parcel-send"
        className="flex flex-wrap items-center gap-4 rounded-2xl border border-line bg-brand-soft p-4 md:p-6"
      >
        <Send aria-hidden className="size-8 shrink-0 text-brand" />
        <div className="min-w-0 flex-1">
          <h2 id="parcel-send" className="text-lg font-bold">
            {t('parcel.sendTitle')}
          </h2>
          <p className="text-sm text-ink-muted">{t('parcel.sendIntro')}</p>
        </div>
        <Link href="/parcel" className={buttonClass('primary')}>
          {t('parcel.sendAction')}
        </Link>
      </section>
      <section
        aria-labelledby="parcel-categories"
        className="space-y-3 rounded-2xl border border-line bg-surface p-4 md:p-6"
      >
        <div className="space-y-1">
          <h2 id="parcel-categories" className="text-lg font-bold">
            {t('parcel.categoriesTitle')}
          </h2>
          <p className="text-sm text-ink-muted">{t('parcel.categoriesHint')}</p>
        </div>
        <Suspense fallback={<CategoriesSkeleton label={t('common.loading')} />}>
          <ParcelCategories module={module} currency={currency} />
        </Suspense>
      </section>
      <section
        aria-labelledby="parcel-help"
        className="flex flex-wrap items-center gap-4 rounded-2xl border border-line bg-surface-raised p-4 md:p-6"
      >
        <LifeBuoy aria-hidden className="size-8 shrink-0 text-brand" />
        <div className="min-w-0 flex-1">
          <h2 id="parcel-help" className="font-bold">
            {t('parcel.helpTitle')}
          </h2>
          <p className="text-sm text-ink-muted">{t('parcel.helpBody')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link href="/help-and-support" className={buttonClass('primary')}>
            {t('pages.help')}
          </Link>
          <ShellActionButton action="module" className={buttonClass('secondary')}>
            {t('home.switchModule')}
          </ShellActionButton>
        </div>
      </section>
    </div>
  );
}
