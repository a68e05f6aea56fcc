import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';
import pg from 'pg';
import { listenBaseline } from './lib/baseline.ts';

/**
 * The floor a bench compares Booster with: a bare Fastify app with its own pool on the same database,
 * listening on a free loopback port (`listenBaseline`: `baseURL`, and `stop` closes both). `routes`
 * adds what it answers.
 */
export function startBareServer(
  databaseUrl: string,
  routes: (app: FastifyInstance, pool: pg.Pool) => void,
): ReturnType<typeof listenBaseline> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify();
  routes(app, pool);
  return listenBaseline(app, pool);
}

/** The subject of the request's bearer JWT when `key` signed it; null otherwise (the bare route answers 401). */
export async function bearerSubject(request: FastifyRequest, key: Uint8Array): Promise<string | null> {
  const token = String(request.headers.authorization ?? '').slice(7);
  const { payload } = await jwtVerify(token, key).catch(() => ({ payload: null }));
  return payload?.sub ?? null;
}
