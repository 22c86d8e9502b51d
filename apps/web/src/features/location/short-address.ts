/**
 * The part of an address that names the place ('Riverside Park, Old Town, Riverton' → 'Riverside
 * Park'): a phone's header has room for about fifteen characters, and the whole address cut there
 * reads 'Riverside Park, O…' or, after a house number, nothing recognisable (issue 17 §10).
 * A leading house number stays with its street ('12 Founders Avenue').
 */
export function getShortAddress(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const [first = address.trim(), second] = parts;
  // '12, Founders Avenue': a bare number names nothing on its own.
  return /^\d+[a-zA-Z]?$/.test(first) && second ? `${first} ${second}` : first;
}
