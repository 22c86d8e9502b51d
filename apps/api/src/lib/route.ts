import type { Endpoint, EndpointSchemas } from '@marketplace/contract/endpoint';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { App } from '../app-types';

type Output<T> = T extends z.ZodType ? z.output<T> : unknown;

/** The request a handler receives: params, query and body parsed by the entry's schemas. */
export type EndpointRequest<S extends EndpointSchemas> = FastifyRequest<{
  Params: Output<S['params']>;
  Querystring: Output<S['query']>;
  Body: Output<S['body']>;
}>;

export type EndpointHandler<S extends EndpointSchemas> = (
  request: EndpointRequest<S>,
  reply: FastifyReply,
) => z.input<S['response']> | FastifyReply | Promise<z.input<S['response']> | FastifyReply>;

/** Route options that are not the entry's to decide (rate limits, hooks). */
export type RouteExtras = Pick<RouteShorthandOptions, 'config' | 'onRequest' | 'preValidation'>;

/**
 * Registers the route of a contract entry: method, path and every schema come from the entry,
 * so the OpenAPI document (plugins/openapi.ts reads the routes) describes exactly what runs.
 */
export async function route<S extends EndpointSchemas>(
  app: App,
  entry: Endpoint<S>,
  handler: EndpointHandler<S>,
  extras: RouteExtras = {},
): Promise<void> {
  const schemas = await entry.schemas();
  const errors = Object.fromEntries(entry.errors.map((status) => [status, ErrorEnvelopeSchema]));
  app.route({
    ...extras,
    method: entry.method,
    url: entry.path,
    schema: {
      tags: [...entry.tags],
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      response: { 200: schemas.response, ...errors, ...schemas.errorBodies },
    },
    // The entry's types are checked in EndpointHandler; Fastify cannot follow a generic entry.
    handler: handler as never,
  });
}
