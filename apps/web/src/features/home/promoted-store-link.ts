import type { PromotedStore } from '@marketplace/contract/discovery';
import type { Module } from '@marketplace/contract/modules';
import type { StoreLinkTarget } from '@/features/stores/store-href';

/**
 * A promoted store (other banner, advertisement) as a store link: the answer carries no module,
 * and the home page only shows the current module's promotions, so the module is the page's.
 */
export function promotedStoreLink(
  store: Pick<PromotedStore, 'id' | 'slug'>,
  module: Pick<Module, 'id' | 'module_type'>,
): StoreLinkTarget {
  return { id: store.id, slug: store.slug, module_id: module.id, module_type: module.module_type };
}
