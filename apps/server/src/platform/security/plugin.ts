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

/**
 * What a JSON answer needs of them (OWASP's REST security headers): a policy that lets the answer run
 * and embed nothing and be framed by nobody, no MIME sniffing (JSON never read as HTML or script), no
 * reading of it by another site's page (CORP), and HSTS on https. The rest of helmet's set is for
 * documents — the SPA's policy, opener and agent-cluster isolation, referrer and DNS-prefetch policy of
 * the links in a page, IE's download and XSS switches, Flash's cross-domain files — and goes with every
 * other answer (the web app's pages and files, PDFs, exports).
 */
const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";
const FOR_JSON = new Set([
  'cross-origin-resource-policy',
  'x-content-type-options',
  'x-frame-options',
  'strict-transport-security',
]);

export function jsonSecurityHeaders(secure: boolean): [string, string][] {
  return [
    ['content-security-policy', JSON_CSP],
    ...securityHeaders(secure).filter(([name]) => FOR_JSON.has(name)),
  ];
}

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType);

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  const documents = securityHeaders(options.secure);
  const json = jsonSecurityHeaders(options.secure);
  // On sending, once the answer's type is known; a header the route set itself is kept.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.config?.securityHeaders !== false) {
      for (const [name, value] of isJson(reply.getHeader('content-type')) ? json : documents)
        if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });

  await app.register(cors, {
    origin: options.corsOrigins.length > 0 ? [...options.corsOrigins] : false,
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
  });
}
