import { z } from 'zod';
import { ChatEventSchema } from './chat-event-bus';

const OrderStatusEventSchema = z.object({
  orderId: z.number().int(),
  status: z.string(),
  statusTimes: z.record(z.string(), z.string()),
  kind: z.enum(['order', 'trip']).optional(),
});

// Messages come from the database channel, where any session may NOTIFY: parsed, never trusted.
const FanoutMessageSchema = z.discriminatedUnion('type', [
  z.object({
    origin: z.string(),
    type: z.literal('invalidate'),
    namesOrTags: z.array(z.string()).min(1),
  }),
  z.object({ origin: z.string(), type: z.literal('order-event'), event: OrderStatusEventSchema }),
  z.object({ origin: z.string(), type: z.literal('chat-event'), event: ChatEventSchema }),
]);

/** What one API process tells the others: caches to drop, an order (or trip) status event, a chat message. */
export type FanoutMessage = z.infer<typeof FanoutMessageSchema>;

export function encodeFanoutMessage(message: FanoutMessage): string {
  return JSON.stringify(message);
}

/** The message, or null for anything malformed. */
export function decodeFanoutMessage(raw: string): FanoutMessage | null {
  try {
    const result = FanoutMessageSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
