import type { CartLine } from '@marketplace/contract/cart';
import { linePriceToWire } from '@marketplace/contract/cart-line-price-codec';
import { variationToWire } from '@marketplace/contract/cart-variation-codec';
import { translate } from '../../lib/translate';
import type { CatalogView } from '../catalog/catalog-view';
import { toItem } from '../items/item.mapper';
import { priceCartLine } from '../line-pricing/cart-line-price';
import type { CartLineRecord } from './cart.repository';

/** A stored line as the wire's CartLine, priced from its item as it is now (major units). */
export function toCartLine(row: CartLineRecord, view: CatalogView): CartLine {
  const { line } = row;
  const { money, scope } = view;
  const price = priceCartLine(row, line, view.addOns);
  return {
    id: line.id,
    item_id: line.itemId,
    item_type: line.model,
    store_id: line.storeId,
    quantity: line.quantity,
    ...linePriceToWire(price, money),
    add_on_ids: line.addOnIds,
    add_on_qtys: line.addOnQtys,
    add_ons: price.addOns.map((addOn) => {
      const record = view.addOns.get(addOn.id);
      return {
        id: addOn.id,
        name: record ? translate(record.translations, scope.locale, 'name', record.name) : '',
        price: money.toWire(addOn.price),
        quantity: addOn.quantity,
      };
    }),
    variation: variationToWire(line.variation),
    item: toItem(row, view),
  };
}
