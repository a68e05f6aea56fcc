import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './platform/db/embedded.ts';
import { createTestDatabase } from './test/database.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booster-startup-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** `node main.ts` as `npm start` runs it; resolves with what it printed once it exits. */
function startServer(env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'no-web'),
        JWT_SECRET: 'startup-test-secret-that-is-long-enough-0123',
        TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
        SIMULATION_ORDERS_PER_MINUTE: '0',
        SIMULATION_MESSAGES_PER_MINUTE: '0',
        HOST: '127.0.0.1',
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('a start-up failure', () => {
  it('says in a plain sentence that the database refuses connections (besides the JSON log line)', async () => {
    const closed = await freePort();
    const result = await startServer({
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://booster:secret-pw@127.0.0.1:${closed}/booster`,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `Booster could not start: the database at 127.0.0.1:${closed} (booster) refuses connections; check DATABASE_URL and that PostgreSQL runs there.`,
    );
    expect(result.stderr).not.toContain('secret-pw');
    expect(result.stdout).toContain('"msg":"Booster failed to start"');
  });

  it('says which port is taken when another program listens on PORT', async () => {
    const database = await createTestDatabase();
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const result = await startServer({ PORT: String(port), DATABASE_URL: database.url });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        `Booster could not start: port ${port} is already in use by another program; stop that program or choose another PORT.`,
      );
    } finally {
      blocker.close();
      await database.drop();
    }
  });

  it('names the wrong variable when the environment is invalid', async () => {
    const result = await startServer({ PORT: 'abc', TOKEN_ENCRYPTION_KEY: 'short' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^\nBooster could not start: Invalid environment:\n {2}PORT: .+\n {2}TOKEN_ENCRYPTION_KEY: /,
    );
  });
});
