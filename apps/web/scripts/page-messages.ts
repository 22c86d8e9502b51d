// Writes src/features/i18n/page-messages.json: the messages each page can show (decision 0058).
//   npm run page-messages -w @marketplace/web
// A unit test fails while the file is out of date with the sources.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { en } from '../src/features/i18n/messages/en';
import { buildPageMessagesManifest, formatManifest } from './lib/message-usage';

const srcDir = fileURLToPath(new URL('../src', import.meta.url));
const target = fileURLToPath(new URL('../src/features/i18n/page-messages.json', import.meta.url));
const manifest = buildPageMessagesManifest(srcDir, Object.keys(en));
writeFileSync(target, formatManifest(manifest));
const pageKeys = Object.values(manifest.pages).reduce((sum, keys) => sum + keys.length, 0);
console.log(
  `page-messages.json: ${manifest.shell.length} shell keys, ${pageKeys} page keys, ${Object.keys(manifest.pages).length} pages`,
);
