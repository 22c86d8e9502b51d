/** Money is integer minor units inside the domain and the database. */
export type MinorUnits = number;

export function toMinorUnits(major: number, digits: number): MinorUnits {
  return Math.round(major * 10 ** digits);
}

/** Decimal numbers only at the JSON edge. */
export function toMajorUnits(minor: MinorUnits, digits: number): number {
  return Number((minor / 10 ** digits).toFixed(digits));
}
