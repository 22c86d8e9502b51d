const pending = new Map<string, Promise<void>>();

/** How long a provider SDK may take before the button says it is unavailable. */
export const SCRIPT_TIMEOUT_MS = 10_000;

/**
 * Adds a third-party script once and resolves when it has run. It rejects on a network error or
 * after the time-out (offline, blocked by an extension), and a later call tries again.
 */
export function loadScript(src: string, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<void> {
  const existing = pending.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => fail(new Error(`Timed out loading ${src}`)), timeoutMs);
    function fail(error: Error) {
      window.clearTimeout(timer);
      pending.delete(src);
      script.remove();
      reject(error);
    }
    script.src = src;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail(new Error(`Could not load ${src}`));
    document.head.appendChild(script);
  });
  pending.set(src, promise);
  return promise;
}
