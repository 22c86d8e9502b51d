import type { Database } from '../../db/client';
import { refundRequests } from '../../db/schema/refunds';

export async function insertRefundRequest(
  tx: Database,
  values: { orderId: number; reason: string; note: string | null },
): Promise<void> {
  await tx.insert(refundRequests).values(values);
}
