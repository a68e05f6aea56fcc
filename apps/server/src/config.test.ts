import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { tempDirs } from './test/temp-dirs.ts';

const tmp = tempDirs('booster-config-');

describe('loadConfig', () => {
  it('defaults to the embedded database, seeding, port 3000 and the spec maintenance window', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      appUrl: 'http://localhost:3000',
      role: 'all',
      seedDemo: true,
      marketplaceMode: 'sandbox',
      database: { embedded: true },
      auth: {
        accessTokenTtlSeconds: 900,
        refreshTokenTtlSeconds: 30 * 86_400,
        rateLimitPerEmail: 10,
        rateLimitPerAddress: 30,
      },
      http: { corsOrigins: [], bodyLimit: 1_048_576 },
    });
    expect(config.maintenance.start.toISOString()).toBe('2022-08-10T16:00:00.000Z');
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.auth)).toBe(true);
  });

  it('generates secrets once into DATA_DIR/secrets.json and reuses them', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.secrets.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.secrets.tokenEncryptionKey).toMatch(/^[0-9a-f]{64}$/);
    expect(second.secrets).toEqual(first.secrets);
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('writes nothing when an external database and both secrets are given', () => {
    const dir = path.join(tmp(), 'unused');
    const config = loadConfig({
      DATA_DIR: dir,
      DATABASE_URL: 'postgres://u:p@db.example:5432/booster',
      JWT_SECRET: 'x'.repeat(40),
      TOKEN_ENCRYPTION_KEY: 'a'.repeat(64),
    });
    expect(config.seedDemo).toBe(false);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('takes TOKEN_ENCRYPTION_KEY as base64 (as the README says) or hex, the same key either way', () => {
    const key = Buffer.from(Array.from({ length: 32 }, (_, i) => i * 7 + 250));
    const hex = key.toString('hex');
    const withKey = (value: string) =>
      loadConfig({ DATA_DIR: tmp(), TOKEN_ENCRYPTION_KEY: value }).secrets.tokenEncryptionKey;
    expect(withKey(key.toString('base64'))).toBe(hex);
    expect(withKey(key.toString('base64url'))).toBe(hex);
    expect(withKey(hex)).toBe(hex);
    expect(withKey(hex.toUpperCase())).toBe(hex);
  });

  it('refuses a TOKEN_ENCRYPTION_KEY of another length with a message naming both forms', () => {
    for (const wrong of [
      Buffer.alloc(16).toString('base64'),
      Buffer.alloc(33).toString('base64'),
      'a'.repeat(63),
      'not a key at all, not a key at all, not a k',
    ]) {
      expect(() => loadConfig({ DATA_DIR: tmp(), TOKEN_ENCRYPTION_KEY: wrong })).toThrow(
        /TOKEN_ENCRYPTION_KEY must be a 32-byte key: base64 .* or 64 hex characters/,
      );
    }
  });

  it('parses durations, lists and flags', () => {
    const config = loadConfig({
      DATA_DIR: tmp(),
      PORT: '3999',
      ACCESS_TOKEN_TTL: '600',
      REFRESH_TOKEN_TTL: '7d',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      SEED_DEMO: '0',
      MAINTENANCE_START: '2030-01-01T00:00:00+07:00',
      MAINTENANCE_END: '2030-01-01T02:00:00+07:00',
      APP_URL: 'https://booster.example/',
    });
    expect(config.appUrl).toBe('https://booster.example');
    expect(config.http.secure).toBe(true);
    expect(config.auth).toMatchObject({ accessTokenTtlSeconds: 600, refreshTokenTtlSeconds: 7 * 86_400 });
    expect(config.http.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.seedDemo).toBe(false);
    expect(config.maintenance.end.toISOString()).toBe('2029-12-31T19:00:00.000Z');
  });

  it('refuses a split ROLE on the embedded database, which serves one process', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ROLE: 'worker' })).toThrow(/ROLE=worker needs DATABASE_URL/);
    expect(
      loadConfig({ DATA_DIR: tmp(), ROLE: 'api', DATABASE_URL: 'postgres://u:p@db.example/b' }).role,
    ).toBe('api');
  });

  it('fails fast with the names of the wrong variables', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), PORT: 'abc', ROLE: 'cook' })).toThrow(
      /PORT[\s\S]*ROLE|ROLE[\s\S]*PORT/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});
