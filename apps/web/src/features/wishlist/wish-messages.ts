import type { Translate } from '@/features/i18n/translate';

const MESSAGE_KEYS = {
  'Added to your wishlist': 'wishlist.added',
  'Removed from your wishlist': 'wishlist.removed',
} as const;

/** The server's wishlist answer in the current language (unknown ones pass through). */
export function translateWishMessage(message: string, t: Translate): string {
  const key = MESSAGE_KEYS[message as keyof typeof MESSAGE_KEYS];
  return key ? t(key) : message;
}
