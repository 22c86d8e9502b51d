// How much React renders while a page loads: commits and components rendered until the network
// is idle, counted through React's DevTools hook (production builds call it too), with
// Chromium's script time beside them. The counts do not depend on the machine's speed, so two
// builds compare on a busy machine too (decisions 0055, 0056).
//
//   node bench/hydration-renders.mjs --url http://127.0.0.1:3000 [--url http://127.0.0.1:3001]
//       [--rounds 3] [--names] /home '/store/burger-yard?id=3&module_id=1' ...
//
// The shell's cookies are a customer's at Riverside Park in module 1 (the demo's food module).
// --names lists what each commit rendered (readable in a `next build --no-mangling` build).
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const valuesOf = (name) => args.flatMap((arg, i) => (arg === `--${name}` ? [args[i + 1]] : []));
const bases = valuesOf('url').map((url) => url.replace(/\/+$/, ''));
const rounds = Number(valuesOf('rounds')[0] ?? 3);
const showNames = args.includes('--names');
const paths = args.filter(
  (arg, i) => !arg.startsWith('--') && !['--url', '--rounds'].includes(args[i - 1]),
);
if (bases.length === 0 || paths.length === 0) {
  console.error('usage: node bench/hydration-renders.mjs --url BASE [--url BASE2] PATH...');
  process.exit(2);
}

const SHELL = {
  zone_ids: JSON.stringify([1]),
  module_id: '1',
  location: JSON.stringify({ lat: 23.7812, lng: 90.3702, address: 'Riverside Park' }),
};

/** Installed before the page's scripts: React reports every commit of every root to it. */
function installHook() {
  const commits = [];
  window.__renderProbe = commits;
  const seenAt = new WeakMap();
  const nameOf = (fiber) => {
    const type = fiber.type;
    if (!type || typeof type === 'string') return null;
    return type.displayName || type.name || type.render?.name || type.type?.name || 'anonymous';
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    isDisabled: false,
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      // A component rendered in this commit has PerformedWork (1) set on a fiber object that was
      // not the current one at the previous commit (a skipped subtree keeps its old fibers).
      const index = commits.length;
      const rendered = {};
      let count = 0;
      const stack = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop();
        const isFresh = seenAt.get(fiber) !== index - 1;
        seenAt.set(fiber, index);
        const name = nameOf(fiber);
        if (isFresh && fiber.flags & 1 && name) {
          count += 1;
          rendered[name] = (rendered[name] ?? 0) + 1;
        }
        if (fiber.child) stack.push(fiber.child);
        if (fiber.sibling) stack.push(fiber.sibling);
      }
      commits.push({ at: Math.round(performance.now()), count, rendered });
    },
  };
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const rows = [];
try {
  for (const path of paths) {
    const results = new Map(bases.map((base) => [base, []]));
    for (let round = 0; round < rounds; round++) {
      for (const base of bases) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const { hostname } = new URL(base);
        await context.addCookies(
          Object.entries(SHELL).map(([name, value]) => ({
            name,
            value: encodeURIComponent(value),
            domain: hostname,
            path: '/',
          })),
        );
        await context.addInitScript(installHook);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        await page.goto(base + path, { waitUntil: 'networkidle' });
        await page.waitForTimeout(1_000);
        const { metrics } = await cdp.send('Performance.getMetrics');
        const scriptMs = 1000 * (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0);
        const commits = await page.evaluate(() => window.__renderProbe);
        if (showNames && round === 0) {
          for (const commit of commits.filter((c) => c.count > 0)) {
            const top = Object.entries(commit.rendered).sort((a, b) => b[1] - a[1]);
            console.log(
              base,
              path,
              `${commit.at} ms`,
              commit.count,
              JSON.stringify(top.slice(0, 20)),
            );
          }
        }
        results.get(base).push({
          commits: commits.length,
          renders: commits.reduce((sum, commit) => sum + commit.count, 0),
          scriptMs,
        });
        await context.close();
      }
    }
    for (const [base, runs] of results) {
      rows.push({
        path,
        base,
        commits: median(runs.map((r) => r.commits)),
        renders: median(runs.map((r) => r.renders)),
        script: Math.round(median(runs.map((r) => r.scriptMs))),
      });
    }
  }
} finally {
  await browser.close();
}

console.log(`\nReact renders while loading (median of ${rounds}), Chromium ${browser.version()}\n`);
console.log('| page | build | commits | components rendered | script ms |');
console.log('|---|---|---|---|---|');
for (const row of rows) {
  console.log(`| ${row.path} | ${row.base} | ${row.commits} | ${row.renders} | ${row.script} |`);
}
