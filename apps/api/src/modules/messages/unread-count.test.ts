import {
  conversationDetails,
  messageSend,
  operatorMessageSend,
  unreadMessageCount,
} from '@marketplace/contract/endpoints/messages';
import {
  ConversationDetailsSchema,
  UnreadMessageCountSchema,
} from '@marketplace/contract/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildGuest, buildSignedInCustomer } from '../../test/builders/caller';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildShop, type Shop } from '../order-tracking/testing/order-builders';
import { callChat, callOperator, TEST_OPERATOR_KEY } from './testing/chat-requests';

let t: TestApp;
let shop: Shop;
let ada: { userId: number; token: string };
let bob: { userId: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_KEY: TEST_OPERATOR_KEY } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
  shop = await buildShop(t.db);
  ada = await buildSignedInCustomer(t.db, { fName: 'Ada' });
  bob = await buildSignedInCustomer(t.db, { fName: 'Bob' });
});

async function write(caller: typeof ada, body: Record<string, unknown>) {
  const response = await callChat(t.app, messageSend, caller, { body });
  expect(response.statusCode).toBe(200);
  return ConversationDetailsSchema.parse(response.json()).conversation.id;
}

async function answer(conversationId: number, message: string) {
  const response = await callOperator(t.app, operatorMessageSend, {
    body: { conversation_id: conversationId, message },
  });
  expect(response.statusCode).toBe(200);
}

async function unread(caller: typeof ada) {
  const response = await callChat(t.app, unreadMessageCount, caller);
  expect(response.statusCode).toBe(200);
  return UnreadMessageCountSchema.parse(response.json()).unread_message_count;
}

describe('GET /customer/message/unread-count (the header chat badge)', () => {
  it('counts the other sides’ unopened messages over every conversation, not the customer’s own', async () => {
    expect(await unread(ada)).toBe(0);
    const store = await write(ada, {
      receiver_type: 'vendor',
      receiver_id: shop.storeId,
      message: 'Oat milk?',
    });
    const support = await write(ada, { receiver_type: 'admin', message: 'Help, please' });
    expect(await unread(ada)).toBe(0);

    await answer(store, 'Yes.');
    await answer(store, 'Two brands.');
    await answer(support, 'How can we help?');
    expect(await unread(ada)).toBe(3);
    expect(await unread(bob)).toBe(0);

    const opened = await callChat(t.app, conversationDetails, ada, {
      query: { conversation_id: store },
    });
    expect(opened.statusCode).toBe(200);
    expect(await unread(ada)).toBe(1);
  });

  it('a guest has no inbox (401)', async () => {
    const guestId = await buildGuest(t.db);
    const response = await callChat(t.app, unreadMessageCount, null, {
      query: { guest_id: guestId },
    });
    expect(response.statusCode).toBe(401);
  });
});
