import { EventEmitter } from 'node:events';
import { z } from 'zod';

/**
 * A new chat message in one customer's conversation (issue 15): who must hear it and where to
 * read it. The message itself is read from the database by whoever holds the customer's stream,
 * so the event stays small (NOTIFY payloads are limited) and carries no text.
 */
export type ChatEvent = { userId: number; conversationId: number; messageId: number };

/** A chat event as it travels between processes (parsed, never trusted). */
export const ChatEventSchema = z.object({
  userId: z.number().int(),
  conversationId: z.number().int(),
  messageId: z.number().int(),
});

/** The Redis channel of chat events when REDIS_URL is set. */
export const DEFAULT_CHAT_EVENTS_CHANNEL = 'marketplace:chat';

/**
 * Fan-out of new chat messages to whichever process holds the customer's live connection, like
 * the order event bus: one per app instance (services/app-services.ts); across API processes
 * the events travel with the other fan-out messages (decision 0032).
 */
export type ChatEventBus = {
  publish: (event: ChatEvent) => void;
  subscribe: (userId: number, listener: (event: ChatEvent) => void) => () => void;
};

export function createLocalChatEventBus(): ChatEventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (event) => emitter.emit(String(event.userId), event),
    subscribe(userId, listener) {
      const topic = String(userId);
      emitter.on(topic, listener);
      return () => emitter.off(topic, listener);
    },
  };
}
