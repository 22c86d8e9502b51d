import { availableParallelism } from 'node:os';
import { DEFAULT_UPLOAD_GRACE_HOURS } from '@marketplace/domain/uploads/orphaned-upload';
import { z } from 'zod';

/**
 * One worker per core: live order events and cache invalidations travel between the workers
 * through PostgreSQL LISTEN/NOTIFY (decision 0014). A number overrides it.
 */
const DEFAULT_API_WORKERS = 'auto';

/** One TRUST_PROXY entry: an IPv4/IPv6 address or CIDR range, or a named range. */
const ProxyAddressSchema = z.union([
  z.enum(['loopback', 'linklocal', 'uniquelocal']),
  z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]),
]);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** PostgreSQL (15 or newer); without it the API starts its embedded PostgreSQL server. */
  DATABASE_URL: z.string().url().optional(),
  /** Where the embedded server keeps its cluster (`postgres/`), password and log. */
  DATA_DIR: z.string().default('./data'),
  /** HTTP worker processes: a number, or `auto` for one per core. */
  API_WORKERS: z
    .string()
    .default(DEFAULT_API_WORKERS)
    .transform((v) => (v === 'auto' ? availableParallelism() : Number(v)))
    .pipe(z.number().int().min(1).max(256)),
  /** The origin customers reach the API's images through (absolute `*_full_url` fields). */
  PUBLIC_URL: z.string().url().default('http://localhost:4000'),
  /** The storefront's origin: the demo payment gateway sends the customer back there. */
  WEB_URL: z.string().url().default('http://localhost:3000'),
  /**
   * Key of the demo gateway's callback signature (HMAC-SHA256). Unset: a random key per process
   * (gateway and callback handler share the process); docs/payments-and-tracking.md.
   */
  PAYMENT_DEMO_SECRET: z.string().min(16).optional(),
  /** X-Operator-Key for PUT /operator/orders/{id}/status; unset turns that endpoint off (403). */
  OPERATOR_KEY: z.string().min(16).optional(),
  /** Demo order simulator: auto = on when the business setting `demo` is on. */
  ORDER_SIMULATOR: z.enum(['on', 'off', 'auto']).default('auto'),
  /** How long the simulator leaves an order in each status. */
  ORDER_SIMULATOR_STEP_MS: z.coerce.number().int().min(1).default(30_000),
  /** Redis for fan-out of live order updates across API instances; unset = one process only. */
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Seed demo data on start when the database is empty. Off unless asked for: `npm start` on the
   * embedded database (the local demo) and the e2e server turn it on.
   */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * Google sign-in in the seeded demo: a Google project's OAuth client id (read when the demo data
   * is first written). Unset, the demo offers no social sign-in and loads nothing from Google.
   */
  DEMO_GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  /**
   * Put the one-time code just sent into the answer (`demo_otp`) when the business setting `demo`
   * is on too: a code in the answer signs anyone in with only a phone number, so only the local
   * demo (`npm start`) and the e2e server turn it on. Refused when NODE_ENV is production.
   */
  DEMO_OTP: z
    .enum(['on', 'off'])
    .default('off')
    .transform((v) => v === 'on'),
  /** Which maps service answers geocoding and distances; only the local one exists so far. */
  MAPS_PROVIDER: z.enum(['local']).default('local'),
  /**
   * The proxies in front of the API whose X-Forwarded-For is believed, which decides the address
   * per-IP limits count: addresses and CIDR ranges, or `loopback`, `linklocal`, `uniquelocal`;
   * `false` for none. Default: `loopback`, the storefront on the same machine, which forwards the
   * address of the connection it received (apps/web/server.mjs).
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v) => (v.trim() === 'false' ? [] : v.split(',').map((entry) => entry.trim())))
    .pipe(z.array(ProxyAddressSchema)),
  /**
   * How many of those proxies stand in a row in front of the API (default 1: the storefront).
   * X-Forwarded-For is believed for exactly that many hops, each from a TRUST_PROXY address; an
   * entry further left was written by the client (even one posing as another loopback proxy).
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(1),
  /** Requests per minute per IP across the API; 0 turns the global limit off (benchmarks). */
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(10_000),
  /**
   * New guest ids per minute per IP (issue 12 §9): generous, since many customers may share one
   * address (an office, a carrier's NAT). 0, or RATE_LIMIT_MAX=0, turns it off.
   */
  GUEST_ID_RATE_LIMIT: z.coerce.number().int().min(0).default(100),
  /** A guest with no cart, order or any other row is deleted this many days after it was issued. */
  GUEST_EXPIRY_DAYS: z.coerce.number().int().min(1).default(30),
  /** How often each API worker runs the housekeeping sweeps (expired keys, unused guests). */
  SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(10 * 60_000),
  /**
   * The catalogue's few-second read cache (modules/catalog/read-cache.ts); `off` makes every
   * page and detail read the database (benchmarks of the database path).
   */
  CATALOG_READ_CACHE: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  /**
   * An item-list page that starts this many rows or more into its list seeks from a remembered
   * sort key (decisions 0045, 0050); the page that reaches this row remembers its last key for
   * it. Shallower pages read by OFFSET, which is as cheap there, and do no keyset bookkeeping.
   * Tests of the seek on small lists lower it.
   */
  ITEM_LIST_SEEK_FROM_ROW: z.coerce.number().int().min(0).default(720),
  /**
   * E-mail (OTP codes) over SMTP, e.g. `smtps://user:pass@mail.example.com:465`; without it
   * e-mails go to the local outbox table (and a log line), like SMS always do.
   */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Marketplace <no-reply@localhost>'),
  /** Where Google's and Apple's ID-token signing keys are published (JWKS), and their issuers. */
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z
    .string()
    .default('https://accounts.google.com,accounts.google.com')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  APPLE_JWKS_URL: z.string().url().default('https://appleid.apple.com/auth/keys'),
  APPLE_ISSUER: z.string().default('https://appleid.apple.com'),
  /** Facebook access tokens are checked by asking the Graph API who they belong to. */
  FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com'),
  /** When set, Graph calls carry appsecret_proof, so tokens issued to other apps fail. */
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  /**
   * Firebase phone-code verification (business setting firebase_otp_verification must be 1 too):
   * the Identity Toolkit API key; without it the firebase endpoints answer 403.
   */
  FIREBASE_API_KEY: z.string().min(1).optional(),
  FIREBASE_AUTH_URL: z.string().url().default('https://identitytoolkit.googleapis.com'),
  /**
   * Where uploaded files (profile photos, chat images, prescriptions, documents) are kept:
   * `local` = files under UPLOADS_DIR (default DATA_DIR/uploads); `s3` = an S3-compatible bucket
   * (S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY). docs/uploads.md.
   */
  UPLOADS_STORAGE: z.enum(['local', 's3']).default('local'),
  UPLOADS_DIR: z.string().min(1).optional(),
  /** e.g. `https://s3.eu-central-1.amazonaws.com` or a MinIO `http://127.0.0.1:9000`. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * Key of the expiring links to private uploads (HMAC-SHA256). Unset: a random key kept in the
   * database, shared by every worker and kept across restarts.
   */
  UPLOADS_SIGNING_SECRET: z.string().min(16).optional(),
  /**
   * Hours an upload nothing has taken yet (a prescription whose checkout was abandoned, a chat
   * image whose message was never written) is kept; the housekeeping sweep then removes its record
   * and its file (docs/uploads.md).
   */
  UPLOAD_GRACE_HOURS: z.coerce.number().int().min(1).default(DEFAULT_UPLOAD_GRACE_HOURS),
  /**
   * Test-only routes under /__e2e that the end-to-end journeys build their own data with
   * (scripts/e2e-server.mjs turns them on). Refused when NODE_ENV is production.
   */
  E2E_FIXTURES: z
    .enum(['on', 'off'])
    .default('off')
    .transform((v) => v === 'on'),
});

export type Env = z.infer<typeof EnvSchema>;

/** Parses the environment once; the only place that reads process.env. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  if (result.data.NODE_ENV === 'production') {
    for (const name of ['E2E_FIXTURES', 'DEMO_OTP'] as const) {
      if (result.data[name]) {
        throw new Error(`Invalid environment:\n${name}: cannot be turned on in production`);
      }
    }
  }
  if (result.data.UPLOADS_STORAGE === 's3') {
    const missing = (
      ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
    ).filter((name) => !result.data[name]);
    if (missing.length > 0) {
      throw new Error(`Invalid environment:\nUPLOADS_STORAGE=s3 needs ${missing.join(', ')}`);
    }
  }
  return result.data;
}
