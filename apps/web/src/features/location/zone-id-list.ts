/** `get-zone-id` answers `zone_id` as a JSON list in a string ("[3]"); a bare number is accepted. */
export function parseZoneIdList(raw: string): number[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.filter((id): id is number => Number.isInteger(id) && id > 0);
  } catch {
    return [];
  }
}
