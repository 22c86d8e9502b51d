import { z } from 'zod';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** PostgreSQL connection string; without it the API uses an embedded PGlite database. */
  DATABASE_URL: z.string().url().optional(),
  /** Where the embedded database keeps its files; `memory://` keeps nothing. */
  DATA_DIR: z.string().default('./data'),
  /** The origin customers reach the API's images through (absolute `*_full_url` fields). */
  PUBLIC_URL: z.string().url().default('http://localhost:4000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed demo data on start when the database is empty. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Which maps service answers geocoding and distances; only the local one exists so far. */
  MAPS_PROVIDER: z.enum(['local']).default('local'),
  /**
   * Proxies whose X-Forwarded-For is believed (Fastify `trustProxy`): the web server proxies
   * /api/v1 from loopback, so without this every customer would share its IP for rate limits.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : v)),
  /** Requests per minute per IP across the API; 0 turns the global limit off (benchmarks). */
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(10_000),
});

export type Env = z.infer<typeof EnvSchema>;

/** Parses the environment once; the only place that reads process.env. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  return result.data;
}
