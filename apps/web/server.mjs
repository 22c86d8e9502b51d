// The storefront's HTTP server (`npm start`, the e2e server, `npm run dev` with --dev): Next.js,
// behind one step Next cannot do itself. Next keeps a client's own X-Forwarded-For, and the API
// counts its per-IP limits by what the storefront forwards, so the address is decided here from
// the connection (and WEB_TRUST_PROXY hops of our own proxies). It also adds the security headers
// to every answer and refuses cross-site writes; docs/security.md.
import { createServer } from 'node:http';
import { parseTrustedHops } from './server/client-address.mjs';
import { guardRequest } from './server/guard-request.mjs';

const dev = process.argv.includes('--dev');
process.env.NODE_ENV = dev ? 'development' : 'production';
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.WEB_HOST ?? '127.0.0.1';
const trustedHops = parseTrustedHops(process.env.WEB_TRUST_PROXY);

const { default: next } = await import('next');
const app = next({ dev, dir: import.meta.dirname, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  if (guardRequest(request, response, { trustedHops, siteUrl: process.env.SITE_URL })) return;
  void handle(request, response);
});
if (dev) server.on('upgrade', app.getUpgradeHandler());
server.listen(port, hostname, () => {
  console.log(`storefront ready on http://${hostname}:${port}`);
});

const stop = () => {
  server.close();
  void app.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
