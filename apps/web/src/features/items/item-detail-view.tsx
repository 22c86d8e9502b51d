import { ItemDetailContent, type ItemDetailViewProps } from './item-detail-content';
import { ItemGallery } from './item-gallery';
import { ItemPurchasePanel } from './item-purchase-panel';

const islands = { Gallery: ItemGallery, PurchasePanel: ItemPurchasePanel };

/** The item detail view with its islands in the page's own bundle: the product page and the
 * quick-view dialog, which always show them. */
export function ItemDetailView(props: ItemDetailViewProps) {
  return <ItemDetailContent {...props} islands={islands} />;
}
