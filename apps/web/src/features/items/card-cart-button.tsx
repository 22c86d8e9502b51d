import type { ItemCard } from '@marketplace/contract/items';
import { CARD_ADD_ATTRIBUTE } from '@/features/cart/card-add-attribute';
import type { Translate } from '@/features/i18n/translate';
import { ShoppingCart } from '@/features/ui/icons';
import { getQuickViewData, type QuickViewContext } from './quick-view-button';

export type CardCartItem = Pick<
  ItemCard,
  | 'id'
  | 'slug'
  | 'name'
  | 'module_type'
  | 'stock'
  | 'available_date_starts'
  | 'has_choices'
  | 'is_available_now'
  | 'schedule_order'
>;

/**
 * Whether the card's cart button adds straight away: only for an orderable normal item without
 * choices. Items with variations (and campaign, out-of-stock or closed items) open the item view,
 * where the choices, Order Now and the item's state are shown.
 */
export function canAddFromCard(item: CardCartItem): boolean {
  if (item.has_choices) return false;
  if (item.available_date_starts) return false;
  if (item.module_type !== 'food' && item.stock <= 0) return false;
  return item.is_available_now || item.schedule_order;
}

/**
 * A product card's add-to-cart entry point. A plain button rendered with the card (server or
 * client list); one listener in the header's cart button, or the quick-view host, handles it.
 */
export function CardCartButton({
  item,
  quickView,
  panelHref,
  t,
}: {
  item: CardCartItem;
  quickView: QuickViewContext;
  panelHref?: string;
  t: Translate;
}) {
  const data = canAddFromCard(item)
    ? { [CARD_ADD_ATTRIBUTE]: String(item.id) }
    : {
        'aria-haspopup': 'dialog' as const,
        ...getQuickViewData(
          {
            id: item.id,
            slug: item.slug,
            name: item.name,
            isCampaign: Boolean(item.available_date_starts),
          },
          quickView,
          panelHref,
        ),
      };
  return (
    <button
      type="button"
      aria-label={t('items.addToCartOf', { name: item.name })}
      {...data}
      className="relative z-10 inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-on-brand hover:bg-brand-strong"
    >
      <ShoppingCart aria-hidden className="size-5" />
    </button>
  );
}
