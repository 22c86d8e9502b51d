import { AUTOMATED_REPLIES, type AutomatedMessages } from '@marketplace/contract/messages';
import type { ChatReceiverType } from '@marketplace/domain/messages/chat-rules';
import type { AppDeps } from '../../app-types';
import type { ChatEvent } from '../../services/chat-event-bus';
import { claimConversationsAwaitingReply, insertMessage } from './messages.repository';

/** GET /customer/automated-message: the polite replies the demo sends. */
export function listAutomatedMessages(): AutomatedMessages {
  return { data: AUTOMATED_REPLIES.map((reply) => ({ ...reply })) };
}

function replyFor(type: ChatReceiverType): string {
  return AUTOMATED_REPLIES.find((reply) => reply.receiver_type === type)?.message ?? '';
}

/**
 * The demo simulator's polite automatic reply (issue 15): every conversation whose customer wrote
 * and nobody answered gets one message from its other side, at most one per quiet period
 * (AUTO_REPLY_QUIET_SECONDS). Claimed under row locks that other instances skip, so each is
 * answered once however many simulators run; the customers' streams hear it after the commit.
 */
export async function sendAutomaticReplies(
  deps: Pick<AppDeps, 'db' | 'chatEvents'>,
): Promise<number> {
  const events = await deps.db.transaction(async (tx) => {
    const due = await claimConversationsAwaitingReply(tx);
    const sent: ChatEvent[] = [];
    for (const conversation of due) {
      const message = await insertMessage(tx, {
        conversationId: conversation.id,
        senderType: conversation.receiverType,
        body: replyFor(conversation.receiverType),
        uploadIds: [],
      });
      sent.push({
        userId: conversation.userId,
        conversationId: conversation.id,
        messageId: message.id,
      });
    }
    return sent;
  });
  for (const event of events) deps.chatEvents.publish(event);
  return events.length;
}
