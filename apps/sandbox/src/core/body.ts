import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as sent; signatures (TikTok, Lazada) and webhooks are computed over it. */
    rawBody?: string;
  }
}

/**
 * Body parsers for the emulators' scope only: JSON and form bodies are parsed and their raw text kept.
 * An empty JSON body is an empty object; a broken one is a 400 from Fastify.
 */
export function installBodyParsers(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    request.rawBody = text;
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 });
      done(error, undefined);
    }
  });
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.removeContentTypeParser('application/x-www-form-urlencoded');
  }
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      const text = String(body);
      request.rawBody = text;
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
}

/** A flat string map of the query (first value of a repeated key). */
export function queryOf(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  for (const [key, value] of new URLSearchParams(search)) if (!(key in out)) out[key] = value;
  return out;
}

/** Every value of a query key, accepting `key=a&key=b`, `key[]=a` and `key=a,b`. */
export function queryAll(request: FastifyRequest, key: string): string[] {
  const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  const params = new URLSearchParams(search);
  return [...params.getAll(key), ...params.getAll(`${key}[]`)].flatMap((v) => v.split(',')).filter(Boolean);
}

export function pathOf(request: FastifyRequest): string {
  const index = request.url.indexOf('?');
  return index === -1 ? request.url : request.url.slice(0, index);
}

/** An object body, whatever was sent. */
export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** The absolute origin the caller used, for URLs we hand out (images, labels). */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The body as a flat string map (form posts and OAuth token requests). */
export function formOf(request: FastifyRequest): Record<string, string> {
  return Object.fromEntries(Object.entries(bodyOf(request)).map(([k, v]) => [k, String(v)]));
}

/** A JSON request body, or one object of it. */
export type Json = Record<string, unknown>;
/** The objects of a body's array field; none when it is not an array. */
export const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
/** A body's text field; '' when it is not a string. */
export const text = (value: unknown) => (typeof value === 'string' ? value : '');
