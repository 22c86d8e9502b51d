import type { BrowserContext, ConsoleMessage } from '@playwright/test';

/**
 * What went wrong in a journey's pages without the journey asserting it: an uncaught error
 * (`pageerror`, React's hydration errors among them) or a console error, from the app's own
 * code or the browser's ("Failed to load resource" for a page, a script, an image).
 */
export type PageProblem = { kind: 'pageerror' | 'console'; text: string; url: string };

/**
 * The browser logs every 4xx answer to a fetch as "Failed to load resource", whether or not the
 * app expected it. A 4xx from the storefront's own API routes is a refusal the app reads and
 * shows (a wrong password, a field the server rejects, a coupon that does not apply), which the
 * journeys assert on screen; it is not a fault of the page. A 5xx, or a 4xx for a page, script,
 * style or image, still is.
 */
const ANSWERED_REFUSAL =
  /^Failed to load resource: the server responded with a status of 4\d\d\b.*\(https?:\/\/[^/]+\/api\//;

/** Sign-in providers' scripts: there is no internet in tests, so the guard's context serves none. */
export const THIRD_PARTY_SDK_URLS = [
  'https://accounts.google.com/**',
  'https://connect.facebook.net/**',
  'https://appleid.cdn-apple.com/**',
];

/** Starts recording every page's problems in a context; `problems()` reads what was seen. */
export function watchPageProblems(context: BrowserContext, allowed: readonly RegExp[] = []) {
  const problems: PageProblem[] = [];
  const isAllowed = (text: string) => allowed.some((pattern) => pattern.test(text));
  context.on('weberror', (error) => {
    const text = error.error().stack ?? error.error().message;
    if (!isAllowed(text)) {
      problems.push({ kind: 'pageerror', text, url: error.page()?.url() ?? '' });
    }
  });
  context.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    const text = where ? `${message.text()} (${where})` : message.text();
    if (ANSWERED_REFUSAL.test(text) || isAllowed(text)) return;
    problems.push({ kind: 'console', text, url: message.page()?.url() ?? '' });
  });
  return { problems: () => [...problems] };
}

/** One line per problem, for the failure message. */
export function describeProblems(problems: readonly PageProblem[]): string {
  return problems.map((p) => `[${p.kind}] on ${p.url || 'a page'}: ${p.text}`).join('\n');
}
