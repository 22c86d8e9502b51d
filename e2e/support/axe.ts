import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** What fails a journey (issue 17 §7): a serious or critical violation; minor ones are reported. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const AXE_RUN_ALLOWANCE_MS = 15_000;

function describe(violation: Violation): string {
  const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
  return `${violation.id} (${violation.impact}): ${violation.help} — ${targets.join(' | ')}`;
}

/**
 * Waits for the finite animations and transitions running now (a toast fading in): axe measures
 * colour contrast on what is painted, and a half-faded toast reads as low contrast. Endless ones
 * (a spinner) are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    // A paused animation never finishes: do not wait for it past two seconds.
    return Promise.race([Promise.all(finite), new Promise((done) => setTimeout(done, 2_000))]);
  });
}

/**
 * Runs every axe rule on the page as it is now (dialogs included) and fails on any serious or
 * critical violation, named with the first elements it was found on.
 */
export async function expectNoSeriousAxeViolations(page: Page, what: string): Promise<void> {
  // An axe run takes seconds on a busy machine: each one adds to the journey's time limit.
  test.info().setTimeout(test.info().timeout + AXE_RUN_ALLOWANCE_MS);
  await test.step(`axe: ${what}`, async () => {
    // Next streams a dynamic page's metadata after its body, so a page can be on screen before
    // its <title> lands: wait for it (a page that never gets one still fails here, by name).
    await expect(page, `a document title on ${what}`).toHaveTitle(/\S/);
    await settleAnimations(page);
    const results = await new AxeBuilder({ page }).analyze();
    const failing = results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
    expect(failing.map(describe), `serious or critical axe violations on ${what}`).toEqual([]);
  });
}
