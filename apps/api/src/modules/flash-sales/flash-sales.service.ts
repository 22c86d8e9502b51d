import type { FlashSaleResponse } from '@marketplace/contract/promotions';
import { applyDiscount, type Discount } from '@marketplace/domain/catalog/discount';
import type { AppDeps } from '../../app-types';
import { type CatalogContext, resolveCatalogScope } from '../catalog/catalog-scope';
import { loadCatalogView } from '../catalog/catalog-view';
import { toItemCard } from '../items/item-card.mapper';
import {
  selectFlashSaleEntries,
  selectListedItemsByIds,
  selectRunningFlashSale,
} from './flash-sales.repository';

/** GET /flash-sales: the module's running flash sale with its items in the caller's zones. */
export async function getFlashSale(deps: AppDeps, ctx: CatalogContext): Promise<FlashSaleResponse> {
  const scope = await resolveCatalogScope(deps, ctx);
  const sale = await selectRunningFlashSale(deps.db, scope.moduleId, scope.now);
  if (!sale) return { flash_sale: null };
  const [view, entries] = await Promise.all([
    loadCatalogView(deps, scope),
    selectFlashSaleEntries(deps.db, sale.id),
  ]);
  const rows = entries.length
    ? await selectListedItemsByIds(
        deps.db,
        scope,
        entries.map((e) => e.itemId),
      )
    : [];
  const itemsById = new Map(rows.map((row) => [row.id, row]));
  const { money } = view;
  return {
    flash_sale: {
      id: sale.id,
      title: sale.title,
      start_date: sale.startDate,
      end_date: sale.endDate,
      products: entries.flatMap((entry) => {
        const row = itemsById.get(entry.itemId);
        if (!row) return [];
        const discount: Discount = { type: entry.discountType, value: entry.discount };
        return {
          stock: entry.stock,
          sold: entry.sold,
          available_stock: Math.max(0, entry.stock - entry.sold),
          discount: money.discountToWire(discount),
          discount_type: entry.discountType,
          discounted_price: money.toWire(applyDiscount(row.price, 1, discount)),
          item: toItemCard(row, view),
        };
      }),
    },
  };
}
