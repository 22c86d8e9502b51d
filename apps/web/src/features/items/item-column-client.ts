// The item view's two islands in one module, so that item-column-islands.tsx loads them as one
// chunk.
export { ItemGallery } from './item-gallery';
export { ItemPurchasePanel } from './item-purchase-panel';
