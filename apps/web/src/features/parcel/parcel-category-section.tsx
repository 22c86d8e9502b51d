'use client';

import type { ParcelCategory } from '@marketplace/contract/parcel';
import { formatAmount } from '@marketplace/domain/money/format-amount';
import { CatalogImage } from '@/features/catalog/catalog-image';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { CheckoutSection, RadioCard } from '@/features/checkout/checkout-section';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { Skeleton } from '@/features/ui/skeleton';

type ParcelCategorySectionProps = {
  categories: ParcelCategory[] | undefined;
  isError: boolean;
  onRetry: () => void;
  value: number | null;
  onChange: (id: number) => void;
  problems: readonly string[];
};

/** What is being sent: one of the parcel categories, with its rates. */
export function ParcelCategorySection(props: ParcelCategorySectionProps) {
  const { categories, isError, onRetry, value, onChange, problems } = props;
  const t = useT();
  const { currency } = useCatalogSettings();
  const rates = (category: ParcelCategory) =>
    [
      category.parcel_per_km_shipping_charge !== null
        ? `${t('parcel.perKm')} ${formatAmount(category.parcel_per_km_shipping_charge, currency)}`
        : null,
      category.parcel_minimum_shipping_charge !== null
        ? `${t('parcel.minimum')} ${formatAmount(category.parcel_minimum_shipping_charge, currency)}`
        : null,
    ]
      .filter(Boolean)
      .join(' · ');

  let body: React.ReactNode;
  if (isError) {
    body = (
      <div role="alert" className="space-y-2 text-sm">
        <p className="text-danger">{t('parcel.categoriesError')}</p>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  } else if (categories === undefined) {
    body = (
      <div className="grid gap-2 sm:grid-cols-2" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  } else if (categories.length === 0) {
    body = <p className="text-sm text-ink-muted">{t('parcel.categoriesEmpty')}</p>;
  } else {
    body = (
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="sr-only">{t('parcel.categoriesTitle')}</legend>
        {categories.map((category) => (
          <RadioCard
            key={category.id}
            name="parcel_category"
            value={String(category.id)}
            checked={value === category.id}
            onSelect={() => onChange(category.id)}
            icon={
              <CatalogImage
                url={category.image_full_url}
                alt=""
                width={40}
                height={40}
                className="size-10 rounded-lg bg-surface-muted object-cover"
              />
            }
            title={category.name}
            description={
              <>
                {category.description ? (
                  <span className="block">{category.description}</span>
                ) : null}
                <span className="block tabular-nums">{rates(category)}</span>
              </>
            }
          />
        ))}
      </fieldset>
    );
  }
  return (
    <CheckoutSection title={t('parcel.categoriesTitle')} problems={problems}>
      {body}
    </CheckoutSection>
  );
}
