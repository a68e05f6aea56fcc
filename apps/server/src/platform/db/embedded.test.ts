import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../test/temp-dirs.ts';
import { canReach, ensurePostgresUser, placeCluster } from './cluster-placement.ts';
import { startEmbeddedPostgres } from './embedded.ts';

const quiet = { debug() {}, info() {}, warn() {}, error: console.error };
const freshDir = tempDirs('booster-embedded-');
const tempDir = (mode: number) => {
  const dir = freshDir();
  fs.chmodSync(dir, mode);
  return dir;
};

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

// PostgreSQL refuses to run as root and runs as the `postgres` user; these tests are about that
// case (containers, fresh VMs, CI). As another user the cluster simply runs as that user.
describe.skipIf(process.getuid?.() !== 0)('the embedded cluster started by root', () => {
  it('runs from a project under a mode-700 home: the data moves where the postgres user reaches, and stays', async () => {
    const home = tempDir(0o700); // like /root
    const runtimeDir = tempDir(0o755); // like /var/lib/booster
    const asked = path.join(home, 'booster', 'data', 'postgres');
    const options = { dataDir: asked, password: 'embedded-test-password', runtimeDir, logger: quiet };

    const first = await startEmbeddedPostgres(options);
    try {
      expect(first.movedFrom).toBe(asked);
      expect(first.dataDir.startsWith(path.join(runtimeDir, 'clusters') + path.sep)).toBe(true);
      expect(path.basename(first.dataDir)).toMatch(/booster-data-postgres-[0-9a-f]{10}$/);
      expect(canReach(ensurePostgresUser(), first.dataDir)).toBe(true);
      expect(fs.statSync(home).mode & 0o777).toBe(0o700); // the home was left as it was
      await query(first.url, 'create table kept (n int); insert into kept values (42)');
    } finally {
      await first.stop();
    }

    const again = await startEmbeddedPostgres(options);
    try {
      expect(again.dataDir).toBe(first.dataDir);
      expect(await query(again.url, 'select n from kept')).toEqual([{ n: 42 }]);
    } finally {
      await again.stop();
    }
  });

  it('keeps the cluster in DATA_DIR when the postgres user can reach it', async () => {
    const open = tempDir(0o755);
    const asked = path.join(open, 'data', 'postgres');
    const placement = placeCluster({
      dataDir: asked,
      binariesDir: '/usr',
      version: 'x',
      runtimeDir: tempDir(0o755),
    });
    expect(placement.dataDir).toBe(asked);
    expect(placement.movedFrom).toBeUndefined();
    expect(fs.statSync(asked).uid).toBe(placement.runAs?.uid);
  });

  it('copies binaries the postgres user cannot reach once per version, and reuses the copy', () => {
    const home = tempDir(0o700);
    const runtimeDir = tempDir(0o755);
    const binaries = path.join(home, 'node_modules', 'native');
    fs.mkdirSync(path.join(binaries, 'bin'), { recursive: true });
    fs.mkdirSync(path.join(binaries, 'lib'));
    fs.writeFileSync(path.join(binaries, 'bin', 'postgres'), '#!/bin/sh\n', { mode: 0o755 });
    fs.writeFileSync(path.join(binaries, 'lib', 'libpq.so.5.18'), 'lib');
    fs.symlinkSync('libpq.so.5.18', path.join(binaries, 'lib', 'libpq.so.5'));
    const place = () =>
      placeCluster({
        dataDir: path.join(home, 'data', 'postgres'),
        binariesDir: binaries,
        version: '18.4',
        runtimeDir,
      });

    const first = place();
    expect(first.binariesDir).toBe(path.join(runtimeDir, 'postgresql-18.4'));
    expect(canReach(ensurePostgresUser(), path.join(first.binariesDir, 'bin'))).toBe(true);
    expect(fs.statSync(path.join(first.binariesDir, 'bin', 'postgres')).mode & 0o111).toBe(0o111);
    expect(fs.readlinkSync(path.join(first.binariesDir, 'lib', 'libpq.so.5'))).toBe('libpq.so.5.18');

    fs.writeFileSync(path.join(first.binariesDir, 'bin', 'marker'), '');
    expect(place().binariesDir).toBe(first.binariesDir);
    expect(fs.existsSync(path.join(first.binariesDir, 'bin', 'marker'))).toBe(true);
  });
});
