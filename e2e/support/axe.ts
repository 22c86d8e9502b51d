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
    const results = await new AxeBuilder({ page }).analyze();
    const failing = results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
    expect(failing.map(describe), `serious or critical axe violations on ${what}`).toEqual([]);
  });
}
