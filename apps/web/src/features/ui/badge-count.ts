/** What a header badge shows: the count, or 99+ past two digits (the badge stays round). */
export function badgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
