import { chromium } from '@playwright/test';
const [base, path] = process.argv.slice(2);
const { cookie } = JSON.parse((await import('node:fs')).readFileSync('/tmp/pages.json', 'utf8'));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, extraHTTPHeaders: { Cookie: cookie } });
const page = await ctx.newPage();
await page.addInitScript(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push({ t: Math.round(e.startTime), v: e.value.toFixed(4), src: e.sources.map((s) => (s.node?.outerHTML ?? s.node?.nodeName ?? '?').slice(0, 140) + ` ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}`) }); }).observe({ type: 'layout-shift', buffered: true });
});
const client = await ctx.newCDPSession(page);
await client.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.goto(base + path, { waitUntil: 'load' });
await page.waitForTimeout(4000);
console.log(JSON.stringify(await page.evaluate(() => window.__shifts), null, 1));
await browser.close();
