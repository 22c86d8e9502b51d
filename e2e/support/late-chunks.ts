import type { Page } from '@playwright/test';

/** Time for the page to put an answer it has read into its query cache. */
const SETTLE_MS = 1_500;

/**
 * Reloads the page holding back the script chunks whose code contains `marker` until the page
 * has read a successful answer from a storefront API path ending in `answerPath`, as on a slow
 * phone where one part of the page's code lands after another part's first API answers: the late
 * part then hydrates with that answer already in the query cache, which the server's HTML was
 * rendered without. Returns how many chunks were held, so a journey can prove it held some; if
 * the answer never comes (the held code is what would ask for it, or React waits for it before
 * hydrating anything: a page outside a Suspense boundary), the journey times out.
 */
export async function reloadWithLateChunk(
  page: Page,
  { marker, answerPath }: { marker: string; answerPath: string },
): Promise<number> {
  const answered = page
    .waitForResponse((r) => new URL(r.url()).pathname.endsWith(answerPath) && r.ok())
    .then((response) => response.finished())
    .then(() => new Promise((resolve) => setTimeout(resolve, SETTLE_MS)));
  let held = 0;
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(marker)) {
        held += 1;
        await answered;
      }
      await route.fulfill({ response, body });
    } catch {
      // The page went away while its chunk was on the way: nobody waits for it any more.
    }
  });
  await page.reload();
  await answered;
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  return held;
}

/**
 * Holds back every script chunk of the pages the page loads next, as on a slow phone where the
 * server's HTML is there and its code is not. Returns the function that lets the code through.
 */
export async function holdPageCode(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
