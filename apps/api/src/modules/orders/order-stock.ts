import { checkQuantity, quantityProblemMessage } from '@marketplace/domain/cart/quantity-limit';
import type { Database } from '../../db/client';
import type { ModuleType } from '../../db/schema/modules';
import { ValidationError } from '../../errors/app-error';
import { type LockedItem, lockItems, updateItemStock } from './order-stock.repository';

/** What one order line takes from (or gives back to) the shelf. */
export type StockMove = { itemId: number; quantity: number; variationType: string | null };

/** Food is made to order (spec 01 §5, cart rules): only other modules count stock. */
export function tracksStock(moduleType: ModuleType): boolean {
  return moduleType !== 'food';
}

function sumByKey<T>(moves: readonly StockMove[], keyOf: (move: StockMove) => T | null) {
  const sums = new Map<T, number>();
  for (const move of moves) {
    const key = keyOf(move);
    if (key !== null) sums.set(key, (sums.get(key) ?? 0) + move.quantity);
  }
  return sums;
}

function isShort(quantity: number, stock: number): boolean {
  return checkQuantity(quantity, { stock, tracksStock: true, maximumCartQuantity: null }) !== null;
}

function outOfStock(item: LockedItem, available: number): ValidationError {
  const message = quantityProblemMessage({ kind: 'stock', available: Math.max(0, available) });
  return ValidationError.field('quantity', `${item.name}: ${message}`);
}

/** Applies `sign × quantity` to item stock and to the chosen variation's stock, under the locks. */
async function moveStock(tx: Database, moves: readonly StockMove[], sign: 1 | -1): Promise<void> {
  const locked = await lockItems(
    tx,
    moves.map((move) => move.itemId),
  );
  const perItem = sumByKey(moves, (move) => move.itemId);
  const perVariation = sumByKey(moves, (move) =>
    move.variationType === null ? null : `${move.itemId}\u0000${move.variationType}`,
  );
  for (const [itemId, quantity] of perItem) {
    const item = locked.get(itemId);
    if (!item) continue; // deleted since: nothing to take or give back
    const variations = item.variations.map((variation) => {
      const taken = perVariation.get(`${itemId}\u0000${variation.type}`) ?? 0;
      if (taken === 0) return variation;
      if (sign < 0 && isShort(taken, variation.stock)) {
        throw outOfStock(item, variation.stock);
      }
      return { ...variation, stock: variation.stock + sign * taken };
    });
    if (sign < 0 && isShort(quantity, item.stock)) {
      throw outOfStock(item, item.stock);
    }
    await updateItemStock(tx, itemId, { stock: item.stock + sign * quantity, variations });
  }
}

/** Takes the ordered quantities off the shelf; 422 'Out of Stock'-style when any is short. */
export async function takeStock(tx: Database, moves: readonly StockMove[]): Promise<void> {
  await moveStock(tx, moves, -1);
}

/** Puts a canceled or failed order's quantities back. */
export async function restoreStock(tx: Database, moves: readonly StockMove[]): Promise<void> {
  await moveStock(tx, moves, 1);
}
