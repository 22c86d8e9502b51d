import type { CartLine } from '@marketplace/contract/cart';
import type { Item } from '@marketplace/contract/items';
import { CatalogImage } from '@/features/catalog/catalog-image';
import type { Translate } from '@/features/i18n/translate';
import { describeLineAddOns, describeLineVariation } from './cart-lines';

/** Image, name and chosen variation and add-ons of a line (drawer, conflict dialog, checkout). */
export function CartLineSummary({
  line,
  t,
  imageSize = 56,
}: {
  line: Pick<CartLine, 'variation' | 'add_ons'> & { item: Pick<Item, 'name' | 'image_full_url'> };
  t: Translate;
  imageSize?: number;
}) {
  const variation = describeLineVariation(line);
  const addOns = describeLineAddOns(line);
  return (
    <div className="flex min-w-0 flex-1 items-start gap-3">
      <CatalogImage
        url={line.item.image_full_url}
        alt=""
        width={imageSize}
        height={imageSize}
        className="shrink-0 rounded-lg bg-surface-muted object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm font-semibold leading-snug">{line.item.name}</p>
        {variation.length > 0 ? (
          <p className="mt-0.5 text-xs text-ink-muted">{variation.join(' · ')}</p>
        ) : null}
        {addOns.length > 0 ? (
          <p className="mt-0.5 text-xs text-ink-muted">
            {t('cart.addOnsList', { list: addOns.join(', ') })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
