import { z } from 'zod';
import { AmountSchema } from './flags';
import { idQuery } from './paging';

/*
 * Fees the checkout reads (spec 02 path catalogue: customer get-surge-price and get-Tax; issue
 * 15). The server computes both; the client sends no amount.
 */

/** GET /customer/order/get-surge-price?zone_id=&module_id=[&date_time=]. */
export const SurgePriceQuerySchema = z.object({
  zone_id: idQuery('zone_id'),
  module_id: idQuery('module_id'),
  /** When the order would be delivered (ISO 8601 with offset); now when absent. */
  date_time: z.iso
    .datetime({ offset: true, error: 'date_time must be an ISO 8601 date and time' })
    .optional(),
});
export type SurgePriceQuery = z.input<typeof SurgePriceQuerySchema>;

/**
 * The surge running then, if any. `surge_price` is an amount in major units (price_type amount)
 * or a percentage of the delivery fee (percent); 0 and null type when none runs.
 */
export const SurgePriceSchema = z.object({
  active: z.boolean(),
  price_type: z.enum(['amount', 'percent']).nullable(),
  surge_price: z.number(),
  customer_note: z.string().nullable(),
});
export type SurgePrice = z.infer<typeof SurgePriceSchema>;

/** POST /customer/order/get-Tax (the place body): the tax the order would carry. */
export const OrderTaxSchema = z.object({
  tax_amount: AmountSchema,
  tax_status: z.enum(['included', 'excluded']),
  /** What the tax adds to the total: 0 when it is included in the prices. */
  tax_added: AmountSchema,
});
export type OrderTax = z.infer<typeof OrderTaxSchema>;
