// `npm run start:api`: the API alone, as built JavaScript (built first when missing or stale).
import { pathToFileURL } from 'node:url';
import { apiBundle, ensureApiBuilt } from './build.mjs';

await ensureApiBuilt();
await import(pathToFileURL(apiBundle).href);
