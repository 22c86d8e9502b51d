import type { MessageKey } from '@/features/i18n/messages/en';

/** The reasons offered when a customer cancels (the last one asks for their own words). */
export const CANCEL_REASONS: readonly { id: string; key: MessageKey }[] = [
  { id: 'changed_mind', key: 'orders.reasonChangedMind' },
  { id: 'wrong_items', key: 'orders.reasonWrongItems' },
  { id: 'wrong_address', key: 'orders.reasonWrongAddress' },
  { id: 'too_long', key: 'orders.reasonTooLong' },
  { id: 'other', key: 'orders.reasonOther' },
];

/**
 * The reason sent to the server: the chosen reason's words, or what the customer typed for
 * "other". null while there is none (the API answers 'Please select a cancellation reason').
 */
export function buildCancelReason(
  choice: string | null,
  typed: string,
  label: (id: string) => string,
): string | null {
  if (choice === null) return null;
  if (choice === 'other') {
    const text = typed.trim();
    return text === '' ? null : text.slice(0, 500);
  }
  return label(choice);
}
