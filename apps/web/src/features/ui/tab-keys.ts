/**
 * The ARIA tabs pattern's keys: the arrows move to the next or previous tab (in reading order,
 * so mirrored right to left) and wrap around; Home and End jump to the first and last.
 * Answers the tab to select, or null when the key is not one of them.
 */
export function tabAfterKey(key: string, index: number, count: number, rtl: boolean) {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (index + 1) % count;
  if (key === backward) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
