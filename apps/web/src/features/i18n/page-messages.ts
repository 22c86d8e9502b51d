import 'server-only';
import type { MessageKey, Messages } from './messages/en';
import manifest from './page-messages.json';
import type { ClientMessages } from './translate';

/** A page by its folder under app/, as page-messages.json names it. */
export type PageId = keyof typeof manifest.pages;

const pick = (messages: Messages, keys: readonly string[]): ClientMessages =>
  Object.fromEntries(keys.map((key) => [key, messages[key as MessageKey]]));

/** The messages of the root layout and the route files around every page. */
export const shellMessages = (messages: Messages) => pick(messages, manifest.shell);

/** The messages a page shows beyond the shell's. */
export const pageMessages = (messages: Messages, page: PageId) =>
  pick(messages, manifest.pages[page]);
