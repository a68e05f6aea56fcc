import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Logger } from 'pino';

export type Db = NodePgDatabase;
/** The database or an open transaction: services take this so callers decide the transaction. */
export type Executor = PgDatabase<NodePgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  url: string;
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
};

export function createDatabase(url: string, options: { logger: Logger; max?: number }): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 10_000,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', (err) => options.logger.warn({ err }, 'idle database connection failed'));
  const db = drizzle({ client: pool });
  // Every caller waits for the same end, so nothing stops the server under a closing pool.
  let closing: Promise<void> | null = null;
  return {
    url,
    pool,
    db,
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}

/** Work to run once a transaction opened by withTransaction has committed (see afterCommit). */
const commitHooks = new WeakMap<object, (() => Promise<void>)[]>();

/**
 * Runs `fn` in one transaction: everything it writes commits together or not at all. Hooks that `fn`
 * registered with afterCommit run after the commit, in turn, before this resolves.
 */
export async function withTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const hooks: (() => Promise<void>)[] = [];
  const result = await db.transaction((tx) => {
    commitHooks.set(tx, hooks);
    return fn(tx);
  });
  for (const hook of hooks) await hook();
  return result;
}

/**
 * Runs `hook` once `ex`, a transaction opened by withTransaction, has committed (never if it rolls
 * back). Answers false when `ex` is not one (the pool, or a transaction opened otherwise): then
 * nothing runs and the caller relies on its durable path alone. A hook must not throw: it runs after
 * the work is committed, when no caller can undo anything.
 */
export function afterCommit(ex: Executor, hook: () => Promise<void>): boolean {
  const hooks = commitHooks.get(ex);
  hooks?.push(hook);
  return hooks !== undefined;
}

/** Whether the database answers a trivial query within the timeout. */
export async function isReachable(pool: pg.Pool, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = pool.query('select 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
