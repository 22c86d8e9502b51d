import { variationToWire } from '@marketplace/contract/cart-variation-codec';
import type { CheckoutProblem } from '@marketplace/contract/checkout-problems';
import type { OrderLineInput } from '@marketplace/contract/orders';
import type { LineVariation } from '@marketplace/domain/cart/line-variation';
import type { AvailabilityWindow } from '@marketplace/domain/catalog/availability';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../auth/caller';
import { selectCartLines } from '../cart/cart.repository';
import type { CatalogView } from '../catalog/catalog-view';
import { resolveChoice } from '../line-pricing/cart-line-choice';
import { priceCartLine } from '../line-pricing/cart-line-price';
import {
  checkOrderable,
  loadOrderableItem,
  QuantityLimitError,
} from '../line-pricing/cart-orderable-item';
import { lineProblem } from './checkout-problem';

/** One line to order, checked and priced by the server from the item as it is now. */
export type CheckoutLine = {
  /** The cart line it came from (page cart), emptied when the order is placed. */
  cartLineId: number | null;
  itemId: number;
  model: 'Item' | 'ItemCampaign';
  storeId: number;
  name: string;
  image: string;
  quantity: number;
  variation: LineVariation;
  /** The choice-option variation whose stock the line takes. */
  variationType: string | null;
  addOns: { id: number; name: string; price: number; quantity: number }[];
  /** One unit with its options, before the item discount. */
  unitPrice: number;
  discountAmount: number;
  /** After the item discount, add-ons included. */
  total: number;
  window: AvailabilityWindow;
  /** A pharmacy item sold only against a prescription image (is_prescription_required). */
  prescriptionRequired: boolean;
};

/** Where the lines come from: the caller's cart in the module, or one line (Buy Now, campaign). */
export type LineSource = { kind: 'cart' } | { kind: 'direct'; line: OrderLineInput };

type WireLine = {
  cartLineId: number | null;
  itemId: number;
  model: 'Item' | 'ItemCampaign';
  quantity: number;
  variation: OrderLineInput['variation'];
  addOnIds: readonly number[];
  addOnQtys: readonly number[];
  /** Known for cart lines (for the problem's wording). */
  name: string | null;
};

async function resolveLine(db: Database, view: CatalogView, wire: WireLine): Promise<CheckoutLine> {
  const { scope } = view;
  const record = await loadOrderableItem(db, scope, wire.itemId, wire.model);
  const choice = resolveChoice(record, view.addOns, {
    variation: wire.variation,
    addOnIds: wire.addOnIds,
    addOnQtys: wire.addOnQtys,
  });
  checkOrderable(record, scope, choice, wire.quantity);
  const price = priceCartLine(
    record,
    {
      quantity: wire.quantity,
      variation: choice.variation,
      addOnIds: choice.addOnIds,
      addOnQtys: choice.addOnQtys,
    },
    view.addOns,
  );
  return {
    cartLineId: wire.cartLineId,
    itemId: record.id,
    model: wire.model,
    storeId: record.storeId,
    name: record.name,
    image: record.image,
    quantity: wire.quantity,
    variation: choice.variation,
    variationType: choice.choiceVariation?.type ?? null,
    addOns: price.addOns.map((addOn) => ({
      ...addOn,
      name: view.addOns.get(addOn.id)?.name ?? '',
    })),
    unitPrice: price.unitPrice,
    discountAmount: price.discountAmount,
    total: price.total,
    window: record,
    prescriptionRequired: record.isPrescriptionRequired === 1,
  };
}

/** A cart rule's refusal of one line, as the checkout problem that names its item. */
function toLineProblem(error: AppError, item: string | null): CheckoutProblem {
  if (error instanceof QuantityLimitError) {
    const { problem } = error;
    return problem.kind === 'stock'
      ? lineProblem('item_out_of_stock', 'cart', item, error.message, { count: problem.available })
      : lineProblem('item_max_quantity', 'cart', item, error.message, { count: problem.maximum });
  }
  if (error.status === 404) return lineProblem('item_not_found', 'cart', item, error.message);
  if (error.code === 'item_id')
    return lineProblem('item_not_available', 'cart', item, error.message);
  return lineProblem('item_choice', 'cart', item, error.message);
}

async function readWireLines(
  db: Database,
  caller: Caller,
  view: CatalogView,
  source: LineSource,
): Promise<WireLine[]> {
  if (source.kind === 'direct') {
    const { line } = source;
    return [
      {
        cartLineId: null,
        itemId: line.item_id,
        model: line.model,
        quantity: line.quantity,
        variation: line.variation,
        addOnIds: line.add_on_ids,
        addOnQtys: line.add_on_qtys,
        name: null,
      },
    ];
  }
  const rows = await selectCartLines(db, caller, view.scope.moduleId, view.scope.now);
  return rows.map((row) => ({
    cartLineId: row.line.id,
    itemId: row.line.itemId,
    model: row.line.model,
    quantity: row.line.quantity,
    variation: variationToWire(row.line.variation),
    addOnIds: row.line.addOnIds,
    addOnQtys: row.line.addOnQtys,
    name: row.name,
  }));
}

/**
 * Re-checks every line with the cart's rules (orderable in the caller's module and zones, choice
 * rules, availability, stock, maximum quantity) and prices it. A line that fails becomes a
 * problem naming its item, so the quote can say which line to fix; a Buy Now item that does not
 * exist stays a 404.
 */
export async function resolveCheckoutLines(
  db: Database,
  caller: Caller,
  view: CatalogView,
  source: LineSource,
): Promise<{ lines: CheckoutLine[]; problems: CheckoutProblem[] }> {
  const wires = await readWireLines(db, caller, view, source);
  const lines: CheckoutLine[] = [];
  const problems: CheckoutProblem[] = [];
  for (const wire of wires) {
    try {
      lines.push(await resolveLine(db, view, wire));
    } catch (error) {
      if (!(error instanceof AppError) || (source.kind === 'direct' && error.status !== 422)) {
        throw error;
      }
      problems.push(toLineProblem(error, wire.name));
    }
  }
  return { lines, problems };
}
