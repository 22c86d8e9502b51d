import type { CartLine } from '@marketplace/contract/cart';
import { linePriceToWire } from '@marketplace/contract/cart-line-price-codec';
import type { Item } from '@marketplace/contract/items';
import { createMoneyCodec } from '@marketplace/domain/money/money-codec';
import type { AddLineBody, UpdateLineBody } from '@/features/cart/cart-api';
import type { DirectOrder, DirectOrderPage } from '@/features/cart/direct-order';
import {
  buildCartVariation,
  type ChoiceItem,
  getCartModel,
  getChosenAddOns,
  type ItemChoiceState,
} from './item-choices';
import { calculateItemTotal } from './item-total';

/** POST /customer/cart/add for the choice (no price: the server prices the line). */
export function buildAddBody(item: ChoiceItem, state: ItemChoiceState): AddLineBody {
  const addOns = getChosenAddOns(item, state);
  return {
    model: getCartModel(item),
    item_id: item.id,
    quantity: state.quantity,
    variation: buildCartVariation(item, state),
    add_on_ids: addOns.map((addOn) => addOn.id),
    add_on_qtys: addOns.map((addOn) => addOn.quantity),
  };
}

/** POST /customer/cart/update of `cartId` with the whole choice. */
export function buildUpdateBody(
  item: ChoiceItem,
  state: ItemChoiceState,
  cartId: number,
): UpdateLineBody {
  const { replace_cart: _replace, ...body } = buildAddBody(item, state);
  return { ...body, cart_id: cartId };
}

/** The line the cart shows until the server's answer arrives (amounts from the domain). */
export function buildOptimisticLine(
  item: Item,
  state: ItemChoiceState,
  digits: number,
  id: number,
): CartLine {
  const price = calculateItemTotal(item, state, digits);
  const money = createMoneyCodec(digits);
  const addOns = getChosenAddOns(item, state);
  const body = buildAddBody(item, state);
  return {
    id,
    item_id: item.id,
    item_type: body.model ?? 'Item',
    store_id: item.store_id,
    quantity: state.quantity,
    ...linePriceToWire(price, money),
    add_on_ids: addOns.map((addOn) => addOn.id),
    add_on_qtys: addOns.map((addOn) => addOn.quantity),
    add_ons: addOns,
    variation: body.variation ?? [],
    item,
  };
}

/** What Buy Now and Order Now carry to the checkout page. */
export function buildDirectOrder(
  item: Item,
  state: ItemChoiceState,
  digits: number,
  page: DirectOrderPage,
): DirectOrder {
  const price = calculateItemTotal(item, state, digits);
  const money = createMoneyCodec(digits);
  return {
    page,
    model: getCartModel(item),
    itemId: item.id,
    name: item.name,
    imageUrl: item.image_full_url,
    storeId: item.store_id,
    storeName: item.store_name,
    quantity: state.quantity,
    variation: buildCartVariation(item, state),
    addOns: getChosenAddOns(item, state),
    total: money.toWire(price.total),
    original: money.toWire(price.original),
  };
}
