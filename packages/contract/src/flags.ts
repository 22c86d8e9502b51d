import { z } from 'zod';

/** The spec keeps 0/1 flags as integers on the wire. */
export const FlagSchema = z.union([z.literal(0), z.literal(1)]);
export type Flag = z.infer<typeof FlagSchema>;

/** Amounts are JSON numbers in major units (the database keeps minor units). */
export const AmountSchema = z.number();
