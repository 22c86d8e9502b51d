import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { apiPath } from '@marketplace/contract/endpoint';
import { messageSend, messageStream } from '@marketplace/contract/endpoints/messages';
import { ChatStreamEventSchema } from '@marketplace/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app';
import type { App } from '../../app-types';
import { buildSignedInCustomer } from '../../test/builders/caller';
import { createTestEnv } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { openEventStream } from '../order-tracking/testing/read-event-stream';
import { callChat } from './testing/chat-requests';

// A real Redis, like CI's service: TEST_REDIS_URL=redis://127.0.0.1:6379. Two app instances on
// one database but without its LISTEN/NOTIFY connection (no databaseUrl): only Redis joins them.
const { TEST_REDIS_URL } = z
  .object({ TEST_REDIS_URL: z.string().url().optional() })
  .parse(process.env);

let database: TestDatabase;
let first: App;
let second: App;
let secondUrl = '';

beforeAll(async () => {
  if (!TEST_REDIS_URL) return;
  database = await createTestDatabase();
  const env = createTestEnv({ REDIS_URL: TEST_REDIS_URL });
  const chatChannel = `test:chat:${randomUUID()}`;
  first = await buildApp({ db: database.db, env, chatChannel });
  second = await buildApp({ db: database.db, env, chatChannel });
  await second.listen({ host: '127.0.0.1', port: 0 });
  secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  if (!TEST_REDIS_URL) return;
  second.server.closeAllConnections();
  await Promise.all([first.close(), second.close()]);
  await database.close();
});

describe('chat events through Redis (REDIS_URL)', () => {
  it('a message written on one instance reaches the customer’s stream on the other', async (context) => {
    if (!TEST_REDIS_URL) {
      return context.skip('set TEST_REDIS_URL=redis://127.0.0.1:6379 to run the Redis chat test');
    }
    const ada = await buildSignedInCustomer(database.db);
    const stream = await openEventStream(`${secondUrl}${apiPath(messageStream)}`, {
      authorization: `Bearer ${ada.token}`,
    });
    try {
      expect(stream.response.status).toBe(200);
      const sent = await callChat(first, messageSend, ada, {
        body: { receiver_type: 'admin', message: 'Over Redis' },
      });
      expect(sent.statusCode).toBe(200);
      const heard = ChatStreamEventSchema.parse(JSON.parse((await stream.nextMessage()).data));
      expect(heard.message).toMatchObject({ sender_type: 'customer', message: 'Over Redis' });
    } finally {
      stream.close();
    }
  });
});
