/**
 * Keeps the cart count right across tabs: a tab that changed the cart says so, the others
 * reload theirs. BroadcastChannel where the browser has it, else a storage event.
 */
const CHANNEL_NAME = 'marketplace:cart';
const STORAGE_KEY = 'marketplace:cart-changed';

let channel: BroadcastChannel | null = null;

function getChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  // One instance per tab: a channel never hears its own messages, so this tab does not reload
  // the cart it has just received.
  channel ??= new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

export function announceCartChange(): void {
  if (typeof window === 'undefined') return;
  const shared = getChannel();
  if (shared) {
    shared.postMessage('changed');
    return;
  }
  try {
    window.localStorage.setItem(STORAGE_KEY, String(Date.now()));
  } catch {
    // Storage may be off (private mode): the other tabs catch up on focus instead.
  }
}

export function subscribeToCartChanges(onChange: () => void): () => void {
  const shared = getChannel();
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) onChange();
  };
  shared?.addEventListener('message', onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    shared?.removeEventListener('message', onChange);
    window.removeEventListener('storage', onStorage);
  };
}
