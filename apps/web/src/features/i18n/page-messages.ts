import 'server-only';
import type { MessageKey, Messages } from './messages/en';
import manifest from './page-messages.json';
import type { ClientMessages } from './translate';

/** A page by its folder under app/, as page-messages.json names it. */
export type PageId = keyof typeof manifest.pages;

/** Picked once per catalogue and list of keys, not on every request. */
const picked = new WeakMap<Messages, Map<readonly string[], ClientMessages>>();

function pick(messages: Messages, keys: readonly string[]): ClientMessages {
  const byKeys = picked.get(messages) ?? new Map<readonly string[], ClientMessages>();
  picked.set(messages, byKeys);
  let chosen = byKeys.get(keys);
  if (!chosen) {
    chosen = Object.fromEntries(keys.map((key) => [key, messages[key as MessageKey]]));
    byKeys.set(keys, chosen);
  }
  return chosen;
}

/** The messages of the root layout and the route files around every page. */
export const shellMessages = (messages: Messages) => pick(messages, manifest.shell);

/** The messages a page shows beyond the shell's. */
export const pageMessages = (messages: Messages, page: PageId) =>
  pick(messages, manifest.pages[page]);
