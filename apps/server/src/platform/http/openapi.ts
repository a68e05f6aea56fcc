import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod contracts: UI at /api/docs, document at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance, options: { appUrl: string; secure: boolean }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Booster API',
        version: '1.0.0',
        description: 'Seller tool for Indonesian marketplaces',
      },
      servers: [{ url: options.appUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The UI sends a CSP of its own. It upgrades requests to https (breaking plain-http use on a
    // LAN address) and forbids the inline styles the UI sets; both are adjusted here.
    staticCSP: true,
    transformStaticCSP: (header) => {
      const styled = header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'");
      return options.secure ? styled : styled.replace(/\s*upgrade-insecure-requests;?/, '');
    },
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
