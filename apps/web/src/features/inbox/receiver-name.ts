import type { Conversation } from '@marketplace/contract/messages';
import type { Translate } from '@/features/i18n/translate';

/** The other side's name in the reader's language (the store's own name; ours for the rest). */
export function getReceiverName(conversation: Conversation, t: Translate): string {
  if (conversation.receiver_type === 'admin') return t('inbox.support');
  if (conversation.receiver_type === 'delivery_man') {
    return t('inbox.deliveryPerson', { id: conversation.order_id ?? '' });
  }
  return conversation.receiver.name;
}
