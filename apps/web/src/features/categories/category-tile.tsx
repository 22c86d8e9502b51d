import type { Category } from '@marketplace/contract/categories';
import Link from 'next/link';
import { CatalogImage } from '@/features/catalog/catalog-image';
import { classNames } from '@/lib/class-names';

/** A category as a round image and its name, linking to the category page. */
export function CategoryTile({
  category,
  href,
  size = 'md',
}: {
  category: Pick<Category, 'id' | 'name' | 'image_full_url'>;
  href?: string;
  size?: 'md' | 'lg';
}) {
  return (
    <Link
      href={href ?? `/category/${category.id}`}
      prefetch={false}
      className="group flex flex-col items-center gap-1.5 rounded-xl p-1 text-center"
    >
      <CatalogImage
        url={category.image_full_url}
        alt=""
        width={80}
        height={80}
        className={classNames(
          'rounded-full border border-line bg-surface-muted object-cover transition-transform group-hover:scale-105',
          size === 'lg' ? 'size-24' : 'size-16 md:size-20',
        )}
      />
      <span className="line-clamp-2 text-xs font-medium group-hover:text-brand md:text-sm">
        {category.name}
      </span>
    </Link>
  );
}
