import { ORDER_NOT_FOUND_MESSAGE } from '@marketplace/contract/orders';
import type { OperatorOrder } from '@marketplace/contract/prescriptions';
import type { AppDeps } from '../../app-types';
import { NotFoundError } from '../../errors/app-error';
import { loadMoney } from '../catalog/catalog-money';
import { toOrderDetail, toOrderTrack } from '../orders/orders.mapper';
import { selectOrderForOperator, selectOrderLinesForOperator } from '../orders/orders.repository';
import { readStorePrescriptionLinks } from '../prescriptions/prescription-links';

/**
 * GET /operator/orders/{id}: what the store needs to prepare the order, prescription images
 * included (signed links valid one hour: the operator holds no customer's token).
 */
export async function getOperatorOrder(deps: AppDeps, orderId: number): Promise<OperatorOrder> {
  const row = await selectOrderForOperator(deps.db, orderId);
  if (!row) throw new NotFoundError('order', ORDER_NOT_FOUND_MESSAGE);
  const money = await loadMoney(deps);
  const publicUrl = deps.env.PUBLIC_URL;
  const attachments = await readStorePrescriptionLinks(deps, orderId);
  const lines = await selectOrderLinesForOperator(deps.db, orderId);
  return {
    order: toOrderTrack(row, money, publicUrl, attachments),
    details: lines.map((line) => toOrderDetail(line, money, publicUrl)),
    order_attachment_full_url: attachments,
  };
}
