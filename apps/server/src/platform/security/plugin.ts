import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export type SecurityOptions = {
  corsOrigins: readonly string[];
  /** APP_URL is https: send HSTS and upgrade insecure requests. */
  secure: boolean;
};

/**
 * Helmet with a content security policy for the SPA served from this origin: scripts only from
 * here, inline styles for Mantine, images from anywhere on https (marketplace product photos),
 * API and websocket on this origin.
 */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    hsts: options.secure ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  });

  await app.register(cors, {
    origin: options.corsOrigins.length > 0 ? [...options.corsOrigins] : false,
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
  });
}
