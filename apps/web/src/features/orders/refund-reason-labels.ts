import type { MessageKey } from '@/features/i18n/messages/en';

/** The refund reasons' words in the customer's language, by the server's stable reason id. */
const REFUND_REASON_KEYS: Record<number, MessageKey> = {
  1: 'refund.reasonMissing',
  2: 'refund.reasonWrongItems',
  3: 'refund.reasonDamaged',
  4: 'refund.reasonLate',
  5: 'refund.reasonOther',
};

/** A reason's label: ours when we know the id, else the server's English wording. */
export function refundReasonLabel(
  reason: { id: number; reason: string },
  t: (key: MessageKey) => string,
): string {
  const key = REFUND_REASON_KEYS[reason.id];
  return key ? t(key) : reason.reason;
}
