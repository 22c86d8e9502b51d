/** Grid classes shared by the server-rendered first page and the client-loaded pages. */
export const STORE_GRID_CLASS = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** Store cards past the first few skip layout and paint until they come near the viewport. */
export function storeItemClass(index: number): string | undefined {
  return index >= 4 ? 'defer-tile' : undefined;
}
