import {
  checkQuantity,
  type QuantityProblem,
  quantityProblemMessage,
} from '@marketplace/domain/cart/quantity-limit';
import { isItemAvailableNow } from '@marketplace/domain/catalog/availability';
import type { Database } from '../../db/client';
import { NotFoundError, ValidationError } from '../../errors/app-error';
import type { CatalogScope } from '../catalog/catalog-scope';
import { ITEM_NOT_FOUND } from '../items/items.service';
import type { ResolvedChoice } from './cart-line-choice';
import { type CartItemRecord, selectItemForCart } from './orderable-item.repository';

/** Spec 01 §4 wording outside the item's daily window when the store takes no scheduled orders. */
export const NOT_AVAILABLE_NOW_MESSAGE = 'Not Available now';

/**
 * The item a cart line may hold: active, of the caller's module, in a store visible in the
 * caller's zones, and of the model asked for — a campaign item ('ItemCampaign') only while its
 * dates include today. Anything else is a 404 `item`, as the catalogue would answer.
 */
export async function loadOrderableItem(
  db: Database,
  scope: CatalogScope,
  itemId: number,
  model: 'Item' | 'ItemCampaign',
): Promise<CartItemRecord> {
  const record = await selectItemForCart(db, itemId, scope.now);
  const isCampaign = record?.availableDateStarts != null;
  const listed =
    record !== null &&
    record.itemStatus === 1 &&
    record.storeStatus === 1 &&
    record.moduleId === scope.moduleId &&
    scope.storeIds.includes(record.storeId) &&
    isCampaign === (model === 'ItemCampaign') &&
    (!isCampaign || record.campaignRunning === true);
  if (!listed) throw new NotFoundError('item', ITEM_NOT_FOUND);
  return record;
}

/** 422 `quantity`: more than the stock or than maximum_cart_quantity, with the domain's reason. */
export class QuantityLimitError extends ValidationError {
  constructor(readonly problem: QuantityProblem) {
    super([{ code: 'quantity', message: quantityProblemMessage(problem) }]);
  }
}

/**
 * Spec 01 §4/§5: outside the daily window only stores that take scheduled orders accept it;
 * stock (not for food, which is made to order) and maximum_cart_quantity bound the quantity.
 */
export function checkOrderable(
  record: CartItemRecord,
  scope: CatalogScope,
  choice: ResolvedChoice,
  quantity: number,
): void {
  if (
    !record.store.scheduleOrder &&
    !isItemAvailableNow(record, record.store.timeZone, scope.now)
  ) {
    throw ValidationError.field('item_id', NOT_AVAILABLE_NOW_MESSAGE);
  }
  const problem = checkQuantity(quantity, {
    stock: choice.choiceVariation?.stock ?? record.stock,
    tracksStock: scope.moduleType !== 'food',
    maximumCartQuantity: record.maximumCartQuantity,
  });
  if (problem) throw new QuantityLimitError(problem);
}
