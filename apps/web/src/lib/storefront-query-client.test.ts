import { InfiniteQueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { StorefrontQueryClient } from './storefront-query-client';

const key = ['inbox', 'conversation', 7];
let client: StorefrontQueryClient;
afterEach(() => client.clear());

/** A conversation on a server whose reads take a while; `stored` is what the server holds. */
function watchConversation(stored: string[]) {
  client = new StorefrontQueryClient();
  let reads = 0;
  const observer = new InfiniteQueryObserver(client, {
    queryKey: key,
    initialPageParam: 1,
    getNextPageParam: () => undefined,
    queryFn: async ({ signal }) => {
      reads += 1;
      const answer = [...stored];
      await new Promise((resolve) => setTimeout(resolve, 40));
      signal.throwIfAborted();
      return answer;
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  const settled = () =>
    new Promise<void>((resolve) => {
      const check = () =>
        client.isFetching({ queryKey: key }) === 0 ? resolve() : setTimeout(check, 5);
      check();
    });
  return {
    reads: () => reads,
    messages: () => client.getQueryData<{ pages: string[][] }>(key)?.pages.flat(),
    settled,
    unsubscribe,
  };
}

describe('an invalidation on the storefront’s query client', () => {
  it('shows a message stored while the conversation’s first read was on its way', async () => {
    const stored = ['Do you have green apples?'];
    const conversation = watchConversation(stored);
    await new Promise((resolve) => setTimeout(resolve, 10)); // the first read has left
    stored.push('Thank you for your message!'); // the automatic reply, then its live event
    await client.invalidateQueries({ queryKey: key });
    await conversation.settled();
    expect(conversation.messages()).toEqual([
      'Do you have green apples?',
      'Thank you for your message!',
    ]);
    conversation.unsubscribe();
  });

  it('reads an answered conversation again once per change', async () => {
    const stored = ['Hello'];
    const conversation = watchConversation(stored);
    await conversation.settled();
    stored.push('Hi, how can we help?');
    await client.invalidateQueries({ queryKey: key });
    await conversation.settled();
    expect(conversation.reads()).toBe(2);
    expect(conversation.messages()).toEqual(['Hello', 'Hi, how can we help?']);
    conversation.unsubscribe();
  });

  it('leaves alone a first read the invalidation does not select', async () => {
    const conversation = watchConversation(['Hello']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await client.invalidateQueries({ queryKey: ['inbox', 'unread'] });
    await client.invalidateQueries({ queryKey: key, predicate: () => false });
    await conversation.settled();
    expect(conversation.reads()).toBe(1);
    expect(conversation.messages()).toEqual(['Hello']);
    conversation.unsubscribe();
  });
});
