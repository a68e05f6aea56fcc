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

/**
 * A keyset page as the admin list baselines answer it: the page (21 rows, `sort_value` and `id`
 * selected for the cursor) and the capped total run side by side, named when `name` is given; the
 * cursor `after` (base64url JSON of the last row's sort value and id) fills the page's last two
 * parameters.
 */
export async function keysetAnswer(
  pool: pg.Pool,
  sql: { rows: string; count: string; params: unknown[] },
  after: string | undefined,
  name: string | undefined,
) {
  const seek = after ? (JSON.parse(Buffer.from(after, 'base64url').toString()) as string[]) : [];
  const [rows, count] = await Promise.all([
    pool.query({ name: name && `${name}_page`, text: sql.rows, values: [...sql.params, ...seek] }),
    pool.query({ name: name && `${name}_total`, text: sql.count, values: sql.params }),
  ]);
  const last = rows.rows.length > 20 ? rows.rows[19] : undefined;
  return {
    docs: rows.rows.slice(0, 20),
    totalDocs: count.rows[0].total,
    nextCursor: last ? Buffer.from(JSON.stringify([last.sort_value, last.id])).toString('base64url') : null,
  };
}
