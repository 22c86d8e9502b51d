import { z } from 'zod';

/**
 * An order's public reference (decision 0029): what every link, confirmation and tracking form
 * carries instead of the internal id. The API draws 32 random hex characters; anything from 16 to
 * 64 letters and digits is accepted so that a longer form later does not break older links.
 */
export const ORDER_REFERENCE_MESSAGE = 'order_reference must be 16 to 64 letters or digits';

export const OrderReferenceSchema = z
  .string({ error: ORDER_REFERENCE_MESSAGE })
  .trim()
  .regex(/^[A-Za-z0-9]{16,64}$/, { error: ORDER_REFERENCE_MESSAGE });

/** True for text shaped like a reference (a path segment, a form field). */
export function isOrderReference(text: string): boolean {
  return OrderReferenceSchema.safeParse(text).success;
}

export const ORDER_LOOKUP_REQUIRED_MESSAGE =
  'Send order_reference (or order_id for your own order)';
