// temporary: detail of one Lighthouse run per page (not committed)
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
const base = process.argv[2];
const cookie = process.argv[3];
const paths = process.argv.slice(4);
const profile = mkdtempSync(join(tmpdir(), 'lhd-'));
const chrome = spawn('/usr/bin/chromium', ['--headless=new','--no-sandbox','--disable-gpu','--remote-debugging-port=0',`--user-data-dir=${profile}`,'about:blank'], { stdio: ['ignore','ignore','pipe'] });
const port = await new Promise((res) => { let o=''; chrome.stderr.on('data', (c) => { o+=c; const m=/DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(o); if (m) res(Number(m[1])); }); });
for (const p of paths) {
  const r = await lighthouse(base + p, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: { Cookie: cookie } });
  const a = r.lhr.audits;
  const name = p.replace(/[^a-z]/gi, '_').slice(0, 30);
  writeFileSync(`/tmp/lhd/${name}.json`, JSON.stringify(r.lhr));
  console.log('##', p, 'perf', r.lhr.categories.performance.score, 'TBT', Math.round(a['total-blocking-time'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'CLS', a['cumulative-layout-shift'].numericValue.toFixed(3));
  for (const i of a['bootup-time'].details.items.slice(0, 8)) console.log('  boot', i.url.replace(base, ''), Math.round(i.total), 'script', Math.round(i.scripting), 'parse', Math.round(i.scriptParseCompile));
  for (const i of a['mainthread-work-breakdown'].details.items) console.log('  main', i.groupLabel, Math.round(i.duration));
  for (const i of (a['long-tasks'].details?.items ?? [])) console.log('  long', String(i.url).replace(base, ''), 'start', Math.round(i.startTime), 'dur', Math.round(i.duration));
  for (const i of (a['layout-shifts']?.details?.items ?? [])) console.log('  shift', JSON.stringify(i.node?.snippet ?? i.node?.selector ?? '').slice(0, 160), i.score?.toFixed?.(3));
}
chrome.kill();
