import 'server-only';
import { z } from 'zod';

const ServerEnvSchema = z.object({
  /** Where apps/api listens; the web server calls it directly and proxies the browser to it. */
  API_URL: z
    .url()
    .default('http://127.0.0.1:4000')
    .transform((url) => url.replace(/\/+$/, '')),
  /**
   * The end-to-end journeys' clock (decision 0046): on, the storefront renders at the instant of
   * the e2e_clock cookie and passes it to the API (which honours it only with its own test routes
   * on, never in production). scripts/e2e-server.mjs turns it on.
   */
  E2E_FIXTURES: z
    .enum(['on', 'off'])
    .default('off')
    .transform((value) => value === 'on'),
});

export type ServerEnv = z.infer<typeof ServerEnvSchema>;

export const serverEnv: ServerEnv = ServerEnvSchema.parse({
  API_URL: process.env.API_URL || undefined,
  E2E_FIXTURES: process.env.E2E_FIXTURES || undefined,
});
