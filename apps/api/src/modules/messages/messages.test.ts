import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeAccount } from '@marketplace/contract/endpoints/account';
import {
  automatedMessages,
  conversationDetails,
  conversationList,
  conversationSearch,
  messageSend,
  operatorConversationList,
  operatorMessageSend,
  operatorMessages,
} from '@marketplace/contract/endpoints/messages';
import {
  AUTOMATED_REPLIES,
  ConversationDetailsSchema,
  ConversationPageSchema,
  OperatorConversationPageSchema,
  OperatorMessagePageSchema,
  TOO_MANY_IMAGES_MESSAGE,
} from '@marketplace/contract/messages';
import { IMAGE_FORMAT_MESSAGE } from '@marketplace/contract/uploads';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildGuest, buildSignedInCustomer } from '../../test/builders/caller';
import { buildImage } from '../../test/builders/images';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
import { buildOrder, buildShop, type Shop } from '../order-tracking/testing/order-builders';
import { sweepUploadsAt } from '../uploads/testing/upload-sweep-kit';
import { findUpload } from '../uploads/uploads.repository';
import { sendAutomaticReplies } from './auto-reply';
import {
  type Attachment,
  callChat,
  callOperator,
  chatForm,
  TEST_OPERATOR_KEY,
} from './testing/chat-requests';

let t: TestApp;
let dataDir: string;
let shop: Shop;
let ada: { userId: number; token: string };
let bob: { userId: number; token: string };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'chat-test-'));
  t = await createTestApp({ env: { OPERATOR_KEY: TEST_OPERATOR_KEY, DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.reset();
  shop = await buildShop(t.db);
  ada = await buildSignedInCustomer(t.db, { fName: 'Ada', lName: 'Lovelace' });
  bob = await buildSignedInCustomer(t.db, { fName: 'Bob' });
});

const png = async (name = 'photo.png'): Promise<Attachment> => ({
  bytes: await buildImage('image/png'),
  name,
});

async function writeToStore(caller = ada, message = 'Do you have oat milk?') {
  const response = await callChat(t.app, messageSend, caller, {
    body: { receiver_type: 'vendor', receiver_id: shop.storeId, message },
  });
  expect(response.statusCode).toBe(200);
  return ConversationDetailsSchema.parse(response.json());
}

async function inbox(caller = ada, query: Record<string, string | number> = {}) {
  const response = await callChat(t.app, conversationList, caller, { query });
  expect(response.statusCode).toBe(200);
  return ConversationPageSchema.parse(response.json());
}

const firstError = (response: { json: () => unknown }) =>
  (response.json() as { errors: { code: string; message: string }[] }).errors[0];

describe('a conversation with a store', () => {
  it('starts from the store page, shows in the inbox and is found again on the next message', async () => {
    const first = await writeToStore();
    expect(first.conversation).toMatchObject({
      receiver_type: 'vendor',
      receiver: { id: shop.storeId },
      order_id: null,
      last_message: { message: 'Do you have oat milk?', sender_type: 'customer' },
      unread_message_count: 0,
    });
    expect(first.messages).toHaveLength(1);

    const again = await writeToStore(ada, 'And almond milk?');
    expect(again.conversation.id).toBe(first.conversation.id);
    // Newest first.
    expect(again.messages.map((m) => m.message)).toEqual([
      'And almond milk?',
      'Do you have oat milk?',
    ]);

    const list = await inbox();
    expect(list.total_size).toBe(1);
    expect(list.conversations[0]?.last_message?.message).toBe('And almond milk?');
  });

  it('the store answers through the operator endpoint: unread until the customer opens it', async () => {
    const { conversation } = await writeToStore();
    const answer = await callOperator(t.app, operatorMessageSend, {
      body: { conversation_id: conversation.id, message: 'Yes, two brands.' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ sender_type: 'vendor', message: 'Yes, two brands.' });

    expect((await inbox()).conversations[0]?.unread_message_count).toBe(1);
    const opened = await callChat(t.app, conversationDetails, ada, {
      query: { conversation_id: conversation.id },
    });
    expect(opened.statusCode).toBe(200);
    const details = ConversationDetailsSchema.parse(opened.json());
    expect(details.messages[0]).toMatchObject({ sender_type: 'vendor', is_seen: 1 });
    expect(details.conversation.unread_message_count).toBe(0);
    expect((await inbox()).conversations[0]?.unread_message_count).toBe(0);

    // The operator's view: the customer's message unread until the operator opens it.
    const before = OperatorConversationPageSchema.parse(
      (
        await callOperator(t.app, operatorConversationList, { query: { store_id: shop.storeId } })
      ).json(),
    );
    expect(before.conversations[0]).toMatchObject({
      customer: { id: ada.userId, name: 'Ada Lovelace' },
      unread_message_count: 1,
    });
    const read = OperatorMessagePageSchema.parse(
      (
        await callOperator(t.app, operatorMessages, { query: { conversation_id: conversation.id } })
      ).json(),
    );
    expect(read.messages.map((m) => m.sender_type)).toEqual(['vendor', 'customer']);
    const after = OperatorConversationPageSchema.parse(
      (await callOperator(t.app, operatorConversationList)).json(),
    );
    expect(after.conversations[0]?.unread_message_count).toBe(0);
  });

  it('an unknown store is a 404', async () => {
    const response = await callChat(t.app, messageSend, ada, {
      body: { receiver_type: 'vendor', receiver_id: 999_999, message: 'hello' },
    });
    expect(response.statusCode).toBe(404);
    expect(firstError(response)?.code).toBe('store');
  });

  it('two first messages at once make one conversation', async () => {
    const results = await Promise.all([writeToStore(ada, 'one'), writeToStore(ada, 'two')]);
    expect(results[0].conversation.id).toBe(results[1].conversation.id);
    const list = await inbox();
    expect(list.total_size).toBe(1);
  });
});

describe('only the participants read a conversation', () => {
  it('another customer gets 404 reading or writing it, and does not see it listed', async () => {
    const { conversation } = await writeToStore();
    const read = await callChat(t.app, conversationDetails, bob, {
      query: { conversation_id: conversation.id },
    });
    expect(read.statusCode).toBe(404);
    expect(firstError(read)?.code).toBe('conversation');
    const write = await callChat(t.app, messageSend, bob, {
      body: { conversation_id: conversation.id, message: 'hi' },
    });
    expect(write.statusCode).toBe(404);
    expect((await inbox(bob)).total_size).toBe(0);
  });

  it('a guest cannot chat (401)', async () => {
    const guestId = await buildGuest(t.db);
    for (const entry of [conversationList, conversationSearch]) {
      const response = await callChat(t.app, entry, null, { query: { guest_id: guestId } });
      expect(response.statusCode).toBe(401);
    }
    const send = await callChat(t.app, messageSend, null, {
      body: { guest_id: guestId, receiver_type: 'admin', message: 'hi' },
    });
    expect(send.statusCode).toBe(401);
  });

  it('an image is read by its customer and, by signed link, the operator; not by anyone else', async () => {
    const response = await callChat(t.app, messageSend, ada, {
      body: chatForm({ receiver_type: 'vendor', receiver_id: shop.storeId }, [await png()]),
    });
    expect(response.statusCode).toBe(200);
    // Sent with its message, the image is attached: the sweep of uploads nothing took keeps it.
    expect((await sweepUploadsAt(t)).uploads).toBe(0);
    const [url] =
      ConversationDetailsSchema.parse(response.json()).messages[0]?.files_full_url ?? [];
    expect(url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/v1/uploads/.+\\.png$`));
    const path = (url as string).slice(TEST_PUBLIC_URL.length);
    const get = (caller: { token: string } | null, at = path) =>
      t.app.inject({
        method: 'GET',
        url: at,
        headers: caller ? { authorization: `Bearer ${caller.token}` } : {},
      });
    expect((await get(ada)).statusCode).toBe(200);
    expect((await get(bob)).statusCode).toBe(404);
    expect((await get(null)).statusCode).toBe(404);

    const operatorView = OperatorMessagePageSchema.parse(
      (
        await callOperator(t.app, operatorMessages, {
          query: {
            conversation_id: ConversationDetailsSchema.parse(response.json()).conversation.id,
          },
        })
      ).json(),
    );
    const signed = operatorView.messages[0]?.files_full_url[0] ?? '';
    expect(signed).toContain('signature=');
    expect((await get(null, signed.slice(TEST_PUBLIC_URL.length))).statusCode).toBe(200);
  });

  it('the operator endpoints need the operator key', async () => {
    const { conversation } = await writeToStore();
    const none = await callOperator(
      t.app,
      operatorMessageSend,
      { body: { conversation_id: conversation.id, message: 'x' } },
      null,
    );
    expect(none.statusCode).toBe(401);
    const wrong = await callOperator(t.app, operatorConversationList, {}, 'wrong');
    expect(wrong.statusCode).toBe(401);
  });
});

describe('deleting the account', () => {
  it('erases the customer’s conversations and chat images', async () => {
    const sent = await callChat(t.app, messageSend, ada, {
      body: chatForm({ receiver_type: 'admin', message: 'bye' }, [await png()]),
    });
    const details = ConversationDetailsSchema.parse(sent.json());
    const path = (details.messages[0]?.files_full_url[0] ?? '').slice(TEST_PUBLIC_URL.length);
    const removed = await callChat(t.app, removeAccount, ada);
    expect(removed.statusCode).toBe(200);
    const operatorList = OperatorConversationPageSchema.parse(
      (await callOperator(t.app, operatorConversationList)).json(),
    );
    expect(operatorList.total_size).toBe(0);
    const signedIn = await buildSignedInCustomer(t.db);
    const image = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { authorization: `Bearer ${signedIn.token}` },
    });
    expect(image.statusCode).toBe(404);
    expect(await findUpload(t.db, path.split('/').pop() ?? '')).toBeNull();
  });
});

describe('text and images', () => {
  it('takes up to three images with the text, re-encoded', async () => {
    const images = [await png('a.png'), await png('b.png'), await png('c.png')];
    const response = await callChat(t.app, messageSend, ada, {
      body: chatForm({ receiver_type: 'admin', message: 'My parcel arrived broken' }, images),
    });
    expect(response.statusCode).toBe(200);
    const message = ConversationDetailsSchema.parse(response.json()).messages[0];
    expect(message?.files_full_url).toHaveLength(3);
    expect(message?.message).toBe('My parcel arrived broken');
  });

  it("refuses a fourth image: 'Maximum 3 images can be send at a time.'", async () => {
    const images = [await png(), await png(), await png(), await png()];
    const response = await callChat(t.app, messageSend, ada, {
      body: chatForm({ receiver_type: 'admin' }, images),
    });
    expect(response.statusCode).toBe(422);
    expect(firstError(response)).toEqual({ code: 'images', message: TOO_MANY_IMAGES_MESSAGE });
    expect((await inbox()).total_size).toBe(0);
  });

  it('counts images[] with images: three and one under the two names is a fourth image', async () => {
    const response = await callChat(t.app, messageSend, ada, {
      body: chatForm(
        { receiver_type: 'admin' },
        [await png(), await png(), await png()],
        [await png()],
      ),
    });
    expect(response.statusCode).toBe(422);
    expect(firstError(response)).toEqual({ code: 'images', message: TOO_MANY_IMAGES_MESSAGE });
    expect((await inbox()).total_size).toBe(0);
  });

  it('refuses a PDF renamed .png and an SVG with a script, with the format alert', async () => {
    const pdf = { bytes: new TextEncoder().encode('%PDF-1.7\n1 0 obj\n'), name: 'scan.png' };
    const svg = {
      bytes: new TextEncoder().encode(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
      name: 'cat.png',
    };
    for (const file of [pdf, svg]) {
      const response = await callChat(t.app, messageSend, ada, {
        body: chatForm({ receiver_type: 'admin', message: 'look' }, [await png(), file]),
      });
      expect(response.statusCode).toBe(422);
      expect(firstError(response)).toEqual({ code: 'images', message: IMAGE_FORMAT_MESSAGE });
    }
    expect((await inbox()).total_size).toBe(0);
  });

  it('refuses a message with neither text nor image', async () => {
    const response = await callChat(t.app, messageSend, ada, {
      body: { receiver_type: 'admin', message: '   ' },
    });
    expect(response.statusCode).toBe(422);
    expect(firstError(response)?.code).toBe('message');
  });
});

describe('the delivery person and support', () => {
  it('the delivery person of a running order; not before confirmation, not of another’s order', async () => {
    const running = await buildOrder(t.db, shop, {
      owner: { userId: ada.userId },
      overrides: { status: 'picked_up' },
    });
    const ok = await callChat(t.app, messageSend, ada, {
      body: { receiver_type: 'delivery_man', receiver_id: running.id, message: 'Ring twice' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ConversationDetailsSchema.parse(ok.json()).conversation).toMatchObject({
      receiver_type: 'delivery_man',
      order_id: running.id,
      receiver: { id: running.id, name: 'Delivery person' },
    });

    const pending = await buildOrder(t.db, shop, { owner: { userId: ada.userId } });
    const early = await callChat(t.app, messageSend, ada, {
      body: { receiver_type: 'delivery_man', receiver_id: pending.id, message: 'hi' },
    });
    expect(early.statusCode).toBe(409);

    const notMine = await callChat(t.app, messageSend, bob, {
      body: { receiver_type: 'delivery_man', receiver_id: running.id, message: 'hi' },
    });
    expect(notMine.statusCode).toBe(404);
    expect(firstError(notMine)?.code).toBe('order');
  });

  it('support needs no receiver id; the inbox filters by type and searches by name', async () => {
    await writeToStore();
    await callChat(t.app, messageSend, ada, { body: { receiver_type: 'admin', message: 'Help' } });
    expect((await inbox(ada, { type: 'admin' })).conversations.map((c) => c.receiver.name)).toEqual(
      ['Support'],
    );
    const search = await callChat(t.app, conversationSearch, ada, { query: { name: 'supp' } });
    expect(ConversationPageSchema.parse(search.json()).conversations).toHaveLength(1);
    const none = await callChat(t.app, conversationSearch, ada, { query: { name: 'zzz%' } });
    expect(ConversationPageSchema.parse(none.json()).total_size).toBe(0);
  });
});

describe('the automatic reply (demo)', () => {
  it('answers an unanswered message once, politely, even with two simulators', async () => {
    const { conversation } = await writeToStore();
    const counts = await Promise.all([sendAutomaticReplies(t.deps), sendAutomaticReplies(t.deps)]);
    expect(counts[0] + counts[1]).toBe(1);
    const details = ConversationDetailsSchema.parse(
      (
        await callChat(t.app, conversationDetails, ada, {
          query: { conversation_id: conversation.id },
        })
      ).json(),
    );
    expect(details.messages[0]).toMatchObject({
      sender_type: 'vendor',
      message: AUTOMATED_REPLIES[0].message,
    });
    // Within the quiet period the next message waits for a person.
    await writeToStore(ada, 'Thanks!');
    expect(await sendAutomaticReplies(t.deps)).toBe(0);
  });

  it('lists the automatic replies', async () => {
    const response = await callChat(t.app, automatedMessages, null);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: AUTOMATED_REPLIES });
  });
});
