/** Money is integer minor units inside the domain and the database (ADR 0003). */
export type MinorUnits = number;
