/**
 * Product and store cards render on the server without a client component each: their heart is
 * a plain button with this attribute (`item:12`, `store:3`), and the header's wishlist button
 * handles its clicks and shows which are favourites (features/wishlist/header-wishlist.tsx).
 */
export const WISH_ATTRIBUTE = 'data-wish';

export function wishValue(kind: 'item' | 'store', id: number): string {
  return `${kind}:${id}`;
}

export function parseWishValue(
  value: string | null,
): { kind: 'item' | 'store'; id: number } | null {
  const match = /^(item|store):(\d{1,10})$/.exec(value ?? '');
  return match ? { kind: match[1] as 'item' | 'store', id: Number(match[2]) } : null;
}
