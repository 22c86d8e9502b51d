import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createPostgresFanout, type PostgresFanout } from './postgres-fanout';

let app: TestApp;
const open: PostgresFanout[] = [];

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await Promise.all(open.map((fanout) => fanout.close()));
  await app.close();
});

function fanout(channel: string, onMessage: (payload: string) => void): PostgresFanout {
  const created = createPostgresFanout({ url: app.url, channel, onMessage });
  open.push(created);
  return created;
}

describe('PostgreSQL fan-out', () => {
  it('sends a burst of concurrent messages one at a time, heard in the order they were sent', async () => {
    const warnings = vi.spyOn(process, 'emitWarning');
    const heard: string[] = [];
    const sender = fanout('fanout_burst_test', () => {});
    const listener = fanout('fanout_burst_test', (payload) => heard.push(payload));
    await Promise.all([sender.ready, listener.ready]);

    const sent = Array.from({ length: 40 }, (_, i) => `message ${i}`);
    await Promise.all(sent.map((payload) => sender.send(payload)));

    await vi.waitFor(() => expect(heard).toHaveLength(sent.length));
    expect(heard).toEqual(sent);
    // pg warns (and from version 9 refuses) when one client is given overlapping queries.
    expect(warnings).not.toHaveBeenCalled();
    warnings.mockRestore();
  });
});
