import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export type SecurityOptions = {
  corsOrigins: readonly string[];
  /** APP_URL is https: send HSTS and upgrade insecure requests. */
  secure: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: no browser security headers (a route only servers read, such as the webhook intake). */
    securityHeaders?: false;
  }
}

/**
 * Helmet with a content security policy for the SPA served from this origin: scripts only from
 * here, inline styles for Mantine, images from anywhere on https (marketplace product photos),
 * API and websocket on this origin.
 */
function helmetOptions(secure: boolean): HelmetOptions {
  return {
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
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    hsts: secure ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  };
}

/**
 * The headers helmet writes, worked out once: they depend on the options alone (no nonces), while
 * @fastify/helmet built the whole middleware chain again for every request (parsing the policy each time).
 */
export function securityHeaders(secure: boolean): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string) => void headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => {},
  };
  helmet(helmetOptions(secure))({} as never, response as never, () => {});
  return headers;
}

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  const headers = securityHeaders(options.secure);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config?.securityHeaders !== false)
      for (const [name, value] of headers) reply.header(name, value);
    done();
  });

  await app.register(cors, {
    origin: options.corsOrigins.length > 0 ? [...options.corsOrigins] : false,
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
  });
}
