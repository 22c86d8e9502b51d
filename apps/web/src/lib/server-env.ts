import 'server-only';
import { z } from 'zod';

const ServerEnvSchema = z.object({
  /** Where apps/api listens; the web server calls it directly and proxies the browser to it. */
  API_URL: z
    .url()
    .default('http://127.0.0.1:4000')
    .transform((url) => url.replace(/\/+$/, '')),
});

export type ServerEnv = z.infer<typeof ServerEnvSchema>;

export const serverEnv: ServerEnv = ServerEnvSchema.parse({
  API_URL: process.env.API_URL || undefined,
});
