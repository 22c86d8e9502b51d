import type { RentalProvider } from '@marketplace/contract/rental-catalog';
import Link from 'next/link';
import { CatalogImage } from '@/features/catalog/catalog-image';
import { Rating } from '@/features/catalog/rating';
import type { Translate } from '@/features/i18n/translate';

export function providerHref(id: number): string {
  return `/rental/provider-details/${id}`;
}

/** A provider in the popular list: logo, name, rating, address and fleet size. */
export function ProviderCard({ provider, t }: { provider: RentalProvider; t: Translate }) {
  return (
    <Link
      href={providerHref(provider.id)}
      className="flex items-center gap-3 rounded-2xl border border-line bg-surface-raised p-3 shadow-sm hover:bg-surface-muted"
    >
      <CatalogImage
        url={provider.logo_full_url}
        alt=""
        width={56}
        height={56}
        className="size-14 rounded-xl"
      />
      <span className="min-w-0">
        <span className="block truncate font-semibold">{provider.name}</span>
        <Rating average={provider.avg_rating} count={provider.rating_count} t={t} />
        <span className="block truncate text-xs text-ink-muted">
          {t('rental.home.vehicles', { count: provider.total_vehicles })} · {provider.address}
        </span>
      </span>
    </Link>
  );
}
