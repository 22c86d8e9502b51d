/**
 * GET /customer/message/stream: `event: message` for each new message of the caller's. Kept out of
 * `messages.ts` (which builds zod schemas) so the header's chat icon, on every page, does not
 * bring zod into the first load.
 */
export const CHAT_STREAM_EVENT = 'message';
