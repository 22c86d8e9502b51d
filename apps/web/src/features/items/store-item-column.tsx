import { LazyItemGallery, LazyItemPurchasePanel } from './item-column-islands';
import { ItemDetailContent, type ItemDetailViewProps } from './item-detail-content';

const islands = { Gallery: LazyItemGallery, PurchasePanel: LazyItemPurchasePanel };

/** The store page's right-column item view, its islands loaded only when it renders. */
export function StoreItemColumn(props: ItemDetailViewProps) {
  return <ItemDetailContent {...props} islands={islands} />;
}
