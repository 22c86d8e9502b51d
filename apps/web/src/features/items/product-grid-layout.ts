/** Grid classes shared by the server-rendered first page and the client-loaded pages. */
export function productGridClass(variant: 'grid' | 'list', columns: 'wide' | 'narrow'): string {
  if (variant === 'list') return 'grid gap-3 md:grid-cols-2 xl:grid-cols-3';
  return columns === 'narrow'
    ? 'grid grid-cols-2 gap-3 sm:grid-cols-3'
    : 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5';
}

/** Cards past the first few skip layout and paint until they come near the viewport. */
export function productItemClass(index: number, variant: 'grid' | 'list'): string | undefined {
  if (index < 4) return undefined;
  return variant === 'list' ? 'defer-tile' : 'defer-card';
}
