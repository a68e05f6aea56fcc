import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

/** Starts a baseline server on a free local port; `stop` closes it and its database pool. */
export async function listenBaseline(app: FastifyInstance, pool: pg.Pool) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    baseURL: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    async stop() {
      await app.close();
      await pool.end();
    },
  };
}

/** A 200 list answer of the server under test, or the reason it failed. */
export async function getJson(url: string, token: string) {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { docs: unknown[]; totalDocs: number };
}
