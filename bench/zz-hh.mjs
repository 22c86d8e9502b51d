import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const [base, path] = process.argv.slice(2);
const { cookie } = JSON.parse(readFileSync('/tmp/pages.json', 'utf8'));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [320, 360, 390, 412, 639, 640, 767, 768, 1023, 1024, 1280]) {
  for (const ck of [cookie, '']) {
  const ctx = await browser.newContext({ viewport: { width, height: 800 }, extraHTTPHeaders: ck ? { Cookie: ck } : {} });
  const page = await ctx.newPage();
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForTimeout(300);
  const h = await page.evaluate(() => { const e = document.querySelector('header'); return e ? e.getBoundingClientRect().height : -1; });
  const m = await page.evaluate(() => document.querySelector('main').getBoundingClientRect().top);
  console.log(width, ck ? 'with-location' : 'no-cookie', 'header', h, 'main top', m);
  await ctx.close();
  }
}
await browser.close();
