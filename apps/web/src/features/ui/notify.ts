/**
 * Toasts without sonner in the first-load bundle: the Toaster mounts lazily after hydration and
 * every toast waits for it (a toast fired before its Toaster exists would be lost).
 */
let markMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function markToasterMounted(): void {
  markMounted();
}

/**
 * Shows a toast once: the id (the message by default) collapses repeats. `warning` carries
 * sonner's warning icon (the cart's 'nothing changed'); `duration` is in milliseconds.
 */
export function notify(
  kind: 'success' | 'error' | 'warning',
  message: string,
  id: string = message,
  options?: { duration?: number },
): void {
  void Promise.all([import('sonner'), toasterMounted]).then(([{ toast }]) => {
    toast[kind](message, { id, ...options });
  });
}
