import { CHAT_STREAM_EVENT } from '@marketplace/contract/chat-stream-event';
import { messageStream } from '@marketplace/contract/endpoints/messages';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import type { App, AppDeps } from '../../app-types';
import { type EventStream, openEventStream } from '../../lib/event-stream';
import type { ChatEvent } from '../../services/chat-event-bus';
import { resolveCustomer } from '../auth/caller';
import { toChatMessage, toConversation } from './messages.mapper';
import { selectConversation, selectMessage, selectSummaries } from './messages.repository';

export type MessageStreamRouteOptions = { heartbeatMs?: number; retryMs?: number };

/**
 * GET /customer/message/stream: the signed-in customer's new messages over Server-Sent Events,
 * `event: message` with the message and its conversation (unread count included), for messages
 * written on any API process (the chat event bus). A heartbeat comment every 15 s; open streams
 * end when the app closes. Each event is read back under the caller's id, so a stream only ever
 * carries the caller's own conversations.
 */
export function messageStreamRoutes(
  deps: AppDeps,
  { heartbeatMs = 15_000, retryMs = 3_000 }: MessageStreamRouteOptions = {},
) {
  return async (app: App) => {
    const open = new Set<EventStream>();
    app.addHook('preClose', async () => {
      for (const stream of open) stream.close();
    });

    app.get(
      messageStream.path,
      {
        schema: {
          tags: [...messageStream.tags],
          description:
            'text/event-stream of `message` events (ChatStreamEventSchema), one per new message.',
          response: Object.fromEntries(
            messageStream.errors.map((status) => [status, ErrorEnvelopeSchema]),
          ),
        },
      },
      async (request, reply) => {
        const { userId } = await resolveCustomer(deps.db, request.ctx);
        const locale = request.ctx.locale;
        const stream = openEventStream(reply, { heartbeatMs, retryMs });
        open.add(stream);
        // Events are sent in the order heard, one read at a time.
        let queue = Promise.resolve();
        const deliver = async (event: ChatEvent) => {
          const conversation = await selectConversation(deps.db, event.conversationId, userId);
          const message = conversation
            ? await selectMessage(deps.db, conversation.id, event.messageId)
            : null;
          if (!conversation || !message) return;
          const summaries = await selectSummaries(deps.db, [conversation.id], 'customer');
          stream.send(CHAT_STREAM_EVENT, {
            conversation: toConversation(deps.env, conversation, summaries, locale),
            message: await toChatMessage(deps, message, 'customer'),
          });
        };
        const unsubscribe = deps.chatEvents.subscribe(userId, (event) => {
          queue = queue
            .then(() => deliver(event))
            .catch((err) => request.log.warn({ err }, 'chat stream event failed'));
        });
        stream.onClose(() => {
          unsubscribe();
          open.delete(stream);
        });
      },
    );
  };
}
