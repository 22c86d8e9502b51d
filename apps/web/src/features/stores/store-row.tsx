import type { CatalogSettings } from '@/features/catalog/catalog-settings';
import { SectionHeading } from '@/features/catalog/section-heading';
import type { Translate } from '@/features/i18n/translate';
import { classNames } from '@/lib/class-names';
import { type CardStore, StoreCard } from './store-card';

/** A titled, horizontally scrolling row of store cards (home sections). */
export function StoreRow({
  id,
  title,
  stores,
  t,
  settings,
  viewAll,
  className,
}: {
  className?: string;
  id: string;
  title: string;
  stores: CardStore[];
  t: Translate;
  settings: CatalogSettings;
  viewAll?: { href: string; label: string };
}) {
  if (stores.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <SectionHeading id={id} title={title} viewAll={viewAll} />
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-4 lg:overflow-visible lg:px-0">
        {stores.slice(0, 8).map((store, index) => (
          <li
            key={store.id}
            className={classNames(
              'w-[17rem] shrink-0 snap-start lg:w-auto',
              index >= 2 && 'defer-slide',
            )}
          >
            <StoreCard store={store} t={t} settings={settings} />
          </li>
        ))}
      </ul>
    </section>
  );
}
