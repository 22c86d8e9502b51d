import type { Brand } from '@marketplace/contract/promotions';
import { CatalogImage } from '@/features/catalog/catalog-image';
import { SectionHeading } from '@/features/catalog/section-heading';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import type { Section } from './home-sections-data';

/** The module's brands (ecommerce only) as a strip of logos. */
export async function HomeBrands({ brands: brandsPromise }: { brands: Section<Brand[]> }) {
  const [{ t }, brands] = await Promise.all([getRequestI18n(), brandsPromise]);
  if (!brands?.length) return null;
  return (
    <section aria-labelledby="home-brands">
      <SectionHeading id="home-brands" title={t('home.brands')} />
      <ul className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:px-0">
        {brands.map((brand) => (
          <li
            key={brand.id}
            className="flex w-28 shrink-0 flex-col items-center gap-1.5 rounded-xl border border-line bg-surface-raised p-3 text-center"
          >
            <CatalogImage
              url={brand.image_full_url}
              alt=""
              width={64}
              height={64}
              className="size-16 rounded-lg object-contain"
            />
            <span className="line-clamp-1 text-xs font-medium">{brand.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
