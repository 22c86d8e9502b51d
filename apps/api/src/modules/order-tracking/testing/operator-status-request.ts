import { operatorOrderStatus } from '@marketplace/contract/endpoints/orders';
import { OPERATOR_KEY_HEADER } from '@marketplace/contract/order-tracking';
import type { InjectOptions } from 'fastify';
import { entryRequest } from '../../../test/entry-request';

/** The operator's status change of an order; a null key sends no key header, no body no payload. */
export function operatorStatusRequest(
  orderId: number,
  key: string | null,
  payload?: { status: string },
): InjectOptions {
  return entryRequest(operatorOrderStatus, {
    params: { id: orderId },
    headers: key === null ? {} : { [OPERATOR_KEY_HEADER]: key },
    payload,
  });
}
