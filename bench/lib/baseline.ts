import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { compareInterleaved } from './interleaved.ts';

/** Starts a baseline server on a free local port; `stop` closes it and its database pool. */
export async function listenBaseline(app: FastifyInstance, pool: pg.Pool) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    app,
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
  return (await res.json()) as { docs: { _id?: string; id?: string }[]; totalDocs: number };
}

/** One list page asked of both sides: `ours` of Booster, `base` of the baseline server (full URLs). */
export type ListCase = { label: string; ours: string; base: string };

/**
 * Each case in turn: both sides must answer the same page (the same rows in the same order, the same
 * total), then ours and the baseline under the same load, in alternating slices (interleaved.ts).
 */
export async function compareLists(cases: ListCase[], token: string) {
  const rows = [];
  const ids = (page: Awaited<ReturnType<typeof getJson>>) => page.docs.map((d) => d._id ?? d.id).join();
  for (const c of cases) {
    const [a, b] = await Promise.all([getJson(c.ours, token), getJson(c.base, token)]);
    if (a.totalDocs !== b.totalDocs || ids(a) !== ids(b))
      throw new Error(`${c.label}: pages differ (${a.totalDocs}: ${ids(a)} vs ${b.totalDocs}: ${ids(b)})`);
    rows.push(
      await compareInterleaved(
        c.label,
        async () => void (await getJson(c.ours, token)),
        async () => void (await getJson(c.base, token)),
        { requests: 1500, concurrency: 8 },
      ),
    );
  }
  return rows;
}
