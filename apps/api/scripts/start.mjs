// `npm run start:api`: the API alone, as built JavaScript (built first when missing or stale).
import { pathToFileURL } from 'node:url';
import { apiBundle, buildApi, isApiBuildCurrent } from './build.mjs';

if (!isApiBuildCurrent()) {
  console.log('Building the API…');
  await buildApi();
}
await import(pathToFileURL(apiBundle).href);
