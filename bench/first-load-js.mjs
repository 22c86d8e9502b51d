// First-load JavaScript of storefront pages: the scripts a page's server-rendered HTML loads in a
// modern browser (the `noModule` polyfills are left out), each gzipped (level 9) and summed.
// The home page's budget is 180 kB (ARCHITECTURE.md).
//   node bench/first-load-js.mjs --url http://127.0.0.1:3000 [--module 1] [--zones [1]] [paths...]
import { gzipSync } from 'node:zlib';

const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const base = option('url', 'http://127.0.0.1:3000').replace(/\/+$/, '');
const moduleId = option('module', '1');
const zones = option('zones', '[1]');
const flags = new Set(['--url', '--module', '--zones']);
const paths = process.argv
  .slice(2)
  .filter((arg, i, all) => !arg.startsWith('--') && !flags.has(all[i - 1]));
const cookie = [
  `zone_ids=${encodeURIComponent(zones)}`,
  `module_id=${moduleId}`,
  `location=${encodeURIComponent(JSON.stringify({ lat: 23.7812, lng: 90.3702, address: 'Riverside Park' }))}`,
].join('; ');

const cache = new Map();
async function gzippedSize(src) {
  if (!cache.has(src)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    cache.set(src, { raw: body.length, gz: gzipSync(body, { level: 9 }).length });
  }
  return cache.get(src);
}

console.log('| page | scripts | raw kB | gzip kB |');
console.log('|---|---|---|---|');
for (const path of paths.length > 0 ? paths : ['/home']) {
  const html = await (await fetch(`${base}${path}`, { headers: { cookie } })).text();
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"[^>]*>/g)];
  const sources = [
    ...new Set(tags.filter((tag) => !/\snoModule/i.test(tag[0])).map((tag) => tag[1])),
  ];
  let raw = 0;
  let gz = 0;
  for (const src of sources) {
    const size = await gzippedSize(src);
    raw += size.raw;
    gz += size.gz;
  }
  console.log(
    `| ${path} | ${sources.length} | ${(raw / 1024).toFixed(1)} | ${(gz / 1024).toFixed(1)} |`,
  );
}
