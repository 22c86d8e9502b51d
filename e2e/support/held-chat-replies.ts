import { CHAT_STREAM_EVENT } from '@marketplace/contract/chat-stream-event';
import type { Page } from '@playwright/test';

// Plain JavaScript: it runs in the page before the storefront's own code. The page's live chat
// streams pass the customer's own messages at once and keep the other side's answers until the
// journey lets them through.
const SCRIPT = `(() => {
  const type = ${JSON.stringify(CHAT_STREAM_EVENT)};
  const streams = [];
  const held = [];
  window.__heldChatReplies = held;
  window.__letChatRepliesThrough = () => {
    for (const event of held.splice(0)) {
      for (const stream of streams) for (const listener of stream.listeners) listener.call(stream, event);
    }
  };
  const Native = window.EventSource;
  window.EventSource = class extends Native {
    constructor(...args) {
      super(...args);
      this.listeners = [];
      streams.push(this);
      super.addEventListener(type, (event) => {
        const data = JSON.parse(event.data);
        if (data.message && data.message.sender_type === 'customer') {
          for (const listener of this.listeners) listener.call(this, event);
        } else held.push(event);
      });
    }
    addEventListener(name, listener, options) {
      if (name === type) this.listeners.push(listener);
      else super.addEventListener(name, listener, options);
    }
    removeEventListener(name, listener, options) {
      if (name === type) this.listeners = this.listeners.filter((l) => l !== listener);
      else super.removeEventListener(name, listener, options);
    }
  };
})();`;

/** From the next page on, the live chat answers to the customer wait for {@link letChatRepliesThrough}. */
export async function holdChatReplies(page: Page): Promise<void> {
  await page.addInitScript({ content: SCRIPT });
}

/** Waits until an answer has been stored and sent live (and held back from the page). */
export async function waitForHeldChatReply(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { __heldChatReplies: unknown[] }).__heldChatReplies.length > 0,
    undefined,
    { timeout: 10_000 },
  );
}

/** Hands the held answers to the page's listeners, as the stream would have. */
export async function letChatRepliesThrough(page: Page): Promise<void> {
  await page.evaluate(() =>
    (window as unknown as { __letChatRepliesThrough: () => void }).__letChatRepliesThrough(),
  );
}
