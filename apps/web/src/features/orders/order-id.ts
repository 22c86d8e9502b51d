import { idQuery } from '@marketplace/contract/paging';

/** An order id from a URL (a path segment or ?order_id=): a positive whole number. */
export const OrderIdSchema = idQuery('order_id');
