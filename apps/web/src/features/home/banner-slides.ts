import type { BannersResponse } from '@marketplace/contract/promotions';
import { getItemHref } from '@/features/items/item-href';
import { getStoreHref } from '@/features/stores/store-href';
import { toImageSrc } from '@/lib/image-url';
import type { Slide } from './banner-carousel';

/** The carousel's slides: banners with an image, linked to their store or item when they name one. */
export function toBannerSlides(response: BannersResponse | null): Slide[] {
  return (response?.banners ?? []).flatMap((banner) => {
    const imageSrc = toImageSrc(banner.image_full_url);
    if (!imageSrc) return [];
    const href =
      banner.type === 'store_wise' && banner.store
        ? getStoreHref({ ...banner.store, module_id: banner.module_id, zone_id: banner.zone_id })
        : banner.type === 'item_wise' && banner.item
          ? getItemHref({ ...banner.item, module_id: banner.module_id })
          : null;
    return [{ id: banner.id, title: banner.title, imageSrc, href }];
  });
}
