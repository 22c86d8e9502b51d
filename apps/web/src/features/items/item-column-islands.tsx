'use client';

import dynamic from 'next/dynamic';

// The item view's islands in a chunk of their own, for the store page's item column: only stores
// outside the food module render it, and a food store's page should not load the purchase panel
// and the gallery it never shows (decision 0047). Server-rendered as before.
export const LazyItemGallery = dynamic(() =>
  import('./item-column-client').then((m) => m.ItemGallery),
);
export const LazyItemPurchasePanel = dynamic(() =>
  import('./item-column-client').then((m) => m.ItemPurchasePanel),
);
