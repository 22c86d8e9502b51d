'use client';

import './globals.css';

/** Last resort when the root layout itself fails: no providers, so plain English and a reload. */
export default function GlobalError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh items-center justify-center p-6">
        <main className="max-w-md text-center">
          <h1 className="text-2xl font-bold">Something went wrong</h1>
          <p className="mt-2 text-ink-muted">
            An unexpected error happened while loading this page.
          </p>
          <button
            type="button"
            onClick={reset}
            className="mt-6 rounded-lg bg-brand px-4 py-2 font-semibold text-on-brand"
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
