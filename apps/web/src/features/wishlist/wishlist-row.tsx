import Link from 'next/link';
import type { ReactNode } from 'react';
import { CatalogImage } from '@/features/catalog/catalog-image';

/** One favourite in the wishlist drawer: picture, name (a link), a detail line and its heart. */
export function WishlistRow({
  href,
  image,
  name,
  detail,
  heart,
  onNavigate,
}: {
  href: string;
  image: string | null;
  name: string;
  detail: string;
  heart: ReactNode;
  onNavigate: () => void;
}) {
  return (
    <li className="flex items-center gap-3 rounded-xl border border-line p-2">
      <CatalogImage
        url={image}
        alt=""
        width={56}
        height={56}
        className="size-14 rounded-lg object-cover"
      />
      <div className="min-w-0 flex-1">
        <Link
          href={href}
          onClick={onNavigate}
          className="line-clamp-2 font-medium hover:text-brand"
        >
          {name}
        </Link>
        <p className="truncate text-xs text-ink-muted">{detail}</p>
      </div>
      {heart}
    </li>
  );
}
