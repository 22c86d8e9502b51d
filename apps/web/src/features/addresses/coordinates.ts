/** A typed coordinate: a decimal (comma or dot) within ±limit, else null. */
export function parseCoordinate(text: string, limit: 90 | 180): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}
