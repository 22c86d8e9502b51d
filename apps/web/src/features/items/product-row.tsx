import { SectionHeading } from '@/features/catalog/section-heading';
import { classNames } from '@/lib/class-names';
import type { CardItem, ProductCardProps } from './product-card';
import { ProductCard } from './product-card';

/** A titled, horizontally scrolling row of product cards (home sections). */
export function ProductRow({
  id,
  title,
  items,
  t,
  settings,
  viewAll,
  quickView,
  headingLevel = 2,
  className,
}: {
  className?: string;
  id: string;
  title: string;
  items: CardItem[];
  viewAll?: { href: string; label: string };
  /** The row's title level; cards are one below. */
  headingLevel?: 2 | 3;
} & Pick<ProductCardProps, 't' | 'settings' | 'quickView'>) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <SectionHeading id={id} title={title} viewAll={viewAll} level={headingLevel} />
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-5 lg:overflow-visible lg:px-0">
        {items.map((item, index) => (
          <li
            key={item.id}
            className={classNames(
              'w-[11rem] shrink-0 snap-start sm:w-[13rem] lg:w-auto',
              index >= 2 && 'defer-slide',
            )}
          >
            <ProductCard
              item={item}
              t={t}
              settings={settings}
              quickView={quickView}
              headingLevel={headingLevel === 3 ? 4 : 3}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A wrapping grid of product cards (pages). */
export function ProductGrid({
  items,
  ...card
}: { items: CardItem[] } & Omit<ProductCardProps, 'item'>) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
      {items.map((item, index) => (
        <li key={item.id} className={index >= 4 ? 'defer-card' : undefined}>
          <ProductCard item={item} {...card} priority={card.priority && index < 4} />
        </li>
      ))}
    </ul>
  );
}
