import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHAT_STREAM_EVENT } from '@marketplace/contract/chat-stream-event';
import { apiPath } from '@marketplace/contract/endpoint';
import {
  messageSend,
  messageStream,
  operatorMessageSend,
} from '@marketplace/contract/endpoints/messages';
import {
  AUTOMATED_REPLIES,
  ChatStreamEventSchema,
  ConversationDetailsSchema,
} from '@marketplace/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { App } from '../../app-types';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { buildSignedInCustomer } from '../../test/builders/caller';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildShop, type Shop } from '../order-tracking/testing/order-builders';
import { openEventStream } from '../order-tracking/testing/read-event-stream';
import { sendAutomaticReplies } from './auto-reply';
import { callChat, callOperator, TEST_OPERATOR_KEY } from './testing/chat-requests';

// Two API processes on one database, without Redis: each app instance has its own pool and
// event buses and hears the other only through PostgreSQL LISTEN/NOTIFY. The customer's stream
// is open on the second; messages are written through the first.
let first: TestApp;
let dataDir: string;
let secondDb: DatabaseHandle;
let second: App;
let secondUrl: string;
let shop: Shop;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'chat-stream-test-'));
  first = await createTestApp({ env: { OPERATOR_KEY: TEST_OPERATOR_KEY, DATA_DIR: dataDir } });
  expect(first.env.REDIS_URL).toBeUndefined();
  secondDb = openDatabase({ url: first.url });
  second = await buildApp({ db: secondDb.db, env: first.env, databaseUrl: first.url });
  await second.listen({ host: '127.0.0.1', port: 0 });
  secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
  shop = await buildShop(first.db);
});
afterAll(async () => {
  second.server.closeAllConnections();
  await second.close();
  await secondDb.close();
  await first.close();
  await rm(dataDir, { recursive: true, force: true });
});

const streamOf = (caller: { token: string }) =>
  openEventStream(`${secondUrl}${apiPath(messageStream)}`, {
    authorization: `Bearer ${caller.token}`,
  });

async function nextChatEvent(stream: Awaited<ReturnType<typeof streamOf>>) {
  const message = await stream.nextMessage();
  expect(message.event).toBe(CHAT_STREAM_EVENT);
  return ChatStreamEventSchema.parse(JSON.parse(message.data));
}

describe('GET /customer/message/stream across two API processes', () => {
  it('a message written on one process arrives live on the customer’s stream on the other, and only there', async () => {
    const ada = await buildSignedInCustomer(first.db);
    const bob = await buildSignedInCustomer(first.db);
    const adaStream = await streamOf(ada);
    const bobStream = await streamOf(bob);
    try {
      expect(adaStream.response.status).toBe(200);
      expect(adaStream.response.headers.get('content-type')).toContain('text/event-stream');

      // The customer's own message (another tab sees it too).
      const sent = await callChat(first.app, messageSend, ada, {
        body: { receiver_type: 'vendor', receiver_id: shop.storeId, message: 'Is it fresh?' },
      });
      expect(sent.statusCode).toBe(200);
      const { conversation } = ConversationDetailsSchema.parse(sent.json());
      const own = await nextChatEvent(adaStream);
      expect(own.message).toMatchObject({ sender_type: 'customer', message: 'Is it fresh?' });

      // The store answers through the operator endpoint on the first process.
      const answer = await callOperator(first.app, operatorMessageSend, {
        body: { conversation_id: conversation.id, message: 'Picked this morning.' },
      });
      expect(answer.statusCode).toBe(200);
      const heard = await nextChatEvent(adaStream);
      expect(heard.message).toMatchObject({
        conversation_id: conversation.id,
        sender_type: 'vendor',
        message: 'Picked this morning.',
        is_seen: 0,
      });
      expect(heard.conversation).toMatchObject({ id: conversation.id, unread_message_count: 1 });

      // The demo's automatic reply reaches the stream the same way.
      await callChat(first.app, messageSend, ada, {
        body: { conversation_id: conversation.id, message: 'Great' },
      });
      await nextChatEvent(adaStream);
      expect(await sendAutomaticReplies(first.deps)).toBe(1);
      const automatic = await nextChatEvent(adaStream);
      expect(automatic.message).toMatchObject({
        sender_type: 'vendor',
        message: AUTOMATED_REPLIES[0].message,
      });

      // Bob's stream carried none of it: the first thing it hears is his own message.
      await callChat(first.app, messageSend, bob, {
        body: { receiver_type: 'admin', message: 'Hello support' },
      });
      const bobs = await nextChatEvent(bobStream);
      expect(bobs.message.message).toBe('Hello support');
      expect(bobs.conversation.receiver_type).toBe('admin');
    } finally {
      adaStream.close();
      bobStream.close();
    }
  });
});
