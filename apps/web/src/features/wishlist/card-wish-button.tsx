import type { Translate } from '@/features/i18n/translate';
import { Heart } from '@/features/ui/icons';
import { classNames } from '@/lib/class-names';
import { WISH_ATTRIBUTE, wishValue } from './wish-attribute';

/** A card's heart, rendered on the server; the header's wishlist button makes it work. */
export function CardWishButton({
  kind,
  id,
  name,
  t,
  className,
}: {
  kind: 'item' | 'store';
  id: number;
  name: string;
  t: Translate;
  className?: string;
}) {
  return (
    <button
      type="button"
      {...{ [WISH_ATTRIBUTE]: wishValue(kind, id) }}
      aria-pressed="false"
      aria-label={t('wishlist.toggle', { name })}
      className={classNames(
        'z-10 inline-flex size-9 items-center justify-center rounded-full border border-line bg-surface-raised/95 text-danger shadow-sm hover:bg-surface-muted aria-pressed:[&>svg]:fill-current',
        className,
      )}
    >
      <Heart aria-hidden className="size-4" />
    </button>
  );
}
