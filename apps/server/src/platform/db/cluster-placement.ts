import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where root keeps what the `postgres` user must reach when the project itself is out of its reach. */
export const DEFAULT_RUNTIME_DIR = '/var/lib/booster';

export type PostgresUser = { uid: number; gid: number };

export type ClusterPlacement = {
  /** Folder holding PostgreSQL's bin/, lib/ and share/. */
  binariesDir: string;
  /** The cluster's data folder. */
  dataDir: string;
  /** Set when the data folder is not the one asked for, because the postgres user cannot reach that. */
  movedFrom?: string;
  /** The user PostgreSQL runs as (root may not run it); absent when not root. */
  runAs?: PostgresUser;
};

const USER = 'postgres';

function lookupUser(): PostgresUser | null {
  try {
    const uid = Number(execFileSync('id', ['-u', USER], { encoding: 'utf8', stdio: 'pipe' }).trim());
    const gid = Number(execFileSync('id', ['-g', USER], { encoding: 'utf8', stdio: 'pipe' }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : null;
  } catch {
    return null;
  }
}

/** The system user PostgreSQL runs as under root, created (no login, no home) when missing. */
export function ensurePostgresUser(): PostgresUser {
  const found = lookupUser();
  if (found) return found;
  try {
    execFileSync('groupadd', ['--system', USER], { stdio: 'pipe' });
  } catch {
    // The group may exist without the user.
  }
  execFileSync(
    'useradd',
    ['--system', '--gid', USER, '--no-create-home', '--shell', '/usr/sbin/nologin', USER],
    {
      stdio: 'pipe',
    },
  );
  const created = lookupUser();
  if (!created) throw new Error(`the system user "${USER}" could not be created`);
  return created;
}

/** Whether `user` may enter `dir` and every folder above it (search permission, as the kernel checks it). */
export function canReach(user: PostgresUser, dir: string): boolean {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(current);
    } catch {
      // A folder still to be made: its parent decides.
      if (current === path.dirname(current)) return false;
      continue;
    }
    const bit = stat.uid === user.uid ? 0o100 : stat.gid === user.gid ? 0o010 : 0o001;
    if ((stat.mode & bit) === 0) return false;
    if (current === path.dirname(current)) return true;
  }
}

/** A folder name that tells which project it belongs to and differs for every path. */
export function placeKey(projectPath: string): string {
  const resolved = path.resolve(projectPath);
  const readable =
    resolved
      .replace(/^\/+/, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .slice(-60) || 'root';
  const hash = createHash('sha256').update(resolved).digest('hex').slice(0, 10);
  return `${readable}-${hash}`;
}

function makeRuntimeDir(runtimeDir: string) {
  fs.mkdirSync(runtimeDir, { recursive: true, mode: 0o755 });
  const mode = fs.statSync(runtimeDir).mode & 0o7777;
  if ((mode & 0o055) !== 0o055) fs.chmodSync(runtimeDir, mode | 0o055);
}

/**
 * A copy of the PostgreSQL binaries the postgres user can run, made once per version: copied
 * under a temporary name and renamed, so a run cut off half-way leaves no broken copy behind.
 */
function reachableBinaries(binariesDir: string, runtimeDir: string, user: PostgresUser, version: string) {
  if (canReach(user, path.join(binariesDir, 'bin'))) return binariesDir;
  const target = path.join(runtimeDir, `postgresql-${version}`);
  if (fs.existsSync(path.join(target, 'bin', 'postgres'))) return target;
  const partial = `${target}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(binariesDir, partial, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
  fs.chmodSync(partial, 0o755);
  try {
    fs.renameSync(partial, target);
  } catch (err) {
    // Another run made the same copy at the same time.
    fs.rmSync(partial, { recursive: true, force: true });
    if (!fs.existsSync(path.join(target, 'bin', 'postgres'))) throw err;
  }
  return target;
}

/**
 * Decides where the embedded cluster runs from. A normal user runs PostgreSQL straight from
 * node_modules with its data in DATA_DIR. Root may not run PostgreSQL, so it runs as the
 * `postgres` user; when the project sits where that user cannot go (a clone under /root, mode
 * 700), the binaries are copied to and the data kept in `runtimeDir` — under a name derived from
 * DATA_DIR, so every restart finds the same cluster.
 */
export function placeCluster(options: {
  dataDir: string;
  binariesDir: string;
  version: string;
  runtimeDir?: string;
}): ClusterPlacement {
  const dataDir = path.resolve(options.dataDir);
  if (process.getuid?.() !== 0) return { binariesDir: options.binariesDir, dataDir };

  const runAs = ensurePostgresUser();
  const runtimeDir = options.runtimeDir ?? DEFAULT_RUNTIME_DIR;
  const parent = path.dirname(dataDir);
  // DATA_DIR (the parent of the cluster folder) is ours: it may become traversable, not listable.
  fs.mkdirSync(parent, { recursive: true });
  const reachableHere = canReach(runAs, path.dirname(parent));
  let binariesDir = options.binariesDir;
  if (!canReach(runAs, path.join(binariesDir, 'bin'))) {
    makeRuntimeDir(runtimeDir);
    binariesDir = reachableBinaries(options.binariesDir, runtimeDir, runAs, options.version);
  }

  if (reachableHere) {
    const mode = fs.statSync(parent).mode & 0o7777;
    if ((mode & 0o011) !== 0o011) fs.chmodSync(parent, mode | 0o011);
    prepareDataDir(dataDir, runAs);
    return { binariesDir, dataDir, runAs };
  }
  makeRuntimeDir(runtimeDir);
  const clusters = path.join(runtimeDir, 'clusters');
  fs.mkdirSync(clusters, { recursive: true, mode: 0o755 });
  const moved = path.join(clusters, placeKey(dataDir));
  prepareDataDir(moved, runAs);
  return { binariesDir, dataDir: moved, movedFrom: dataDir, runAs };
}

/** The data folder exists, belongs to the postgres user and is closed to everyone else (initdb's rule). */
function prepareDataDir(dataDir: string, user: PostgresUser) {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const stat = fs.statSync(dataDir);
  if (stat.uid !== user.uid || stat.gid !== user.gid) fs.chownSync(dataDir, user.uid, user.gid);
  if ((stat.mode & 0o077) !== 0) fs.chmodSync(dataDir, 0o700);
}
