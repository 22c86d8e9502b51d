import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const DESCRIPTION = [
  'The storefront API. Common headers: `zoneId` (JSON list of zone ids, or one number),',
  '`moduleId`, `X-localization` (en, es, fr), `latitude`/`longitude`, `Authorization: Bearer`.',
  'Errors: `{"errors":[{"code","message"}]}`.',
].join(' ');

/** OpenAPI generated from the contract's zod schemas; browsable at /api/docs. */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Marketplace API', version: '1.0.0', description: DESCRIPTION },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
