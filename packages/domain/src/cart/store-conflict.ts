/**
 * Spec 01 §4: a cart holds one store's items. The lines from another store are the conflict the
 * dialog lists before replacing the cart; an empty list means the item can be added.
 */
export function findStoreConflict<L extends { storeId: number }>(
  lines: readonly L[],
  storeId: number,
): L[] {
  return lines.filter((line) => line.storeId !== storeId);
}
