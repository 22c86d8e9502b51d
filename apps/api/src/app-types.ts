import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import type { Env } from './env';
import type { AppServices } from './services/app-services';
import type { FeatureHooks } from './services/feature-hooks';

/** The Fastify instance every plugin and route file receives: zod-typed schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * What features need from the outside world and share within the app (its caches, event bus
 * and known guests, built once per app instance, and the handlers one feature lends another:
 * services/feature-hooks.ts); passed down explicitly, never read globally.
 */
export type AppDeps = { db: Database; env: Env } & AppServices & FeatureHooks;
