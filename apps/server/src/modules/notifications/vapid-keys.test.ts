import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadConfig } from '../../config.ts';
import { tempDirs } from '../../test/temp-dirs.ts';
import { createVapidKeys } from './vapid-keys.ts';

const tmp = tempDirs('booster-vapid-');

describe('VAPID keys', () => {
  it('generates a pair once into DATA_DIR and reuses it after a restart', () => {
    const dir = tmp();
    const config = { vapidSubject: 'mailto:ops@booster.test' };
    const first = createVapidKeys(config, dir)();
    const afterRestart = createVapidKeys(config, dir)();
    expect(first.publicKey).toMatch(/^[\w-]{87}$/);
    expect(first.privateKey).toMatch(/^[\w-]{43}$/);
    expect(afterRestart).toEqual(first);
    expect(first.subject).toBe('mailto:ops@booster.test');
    expect(fs.statSync(path.join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
  });

  it('uses the configured pair and writes nothing', () => {
    const dir = path.join(tmp(), 'unused');
    const given = webpush.generateVAPIDKeys();
    const config = loadConfig({
      DATA_DIR: dir,
      DATABASE_URL: 'postgres://u:p@db.example:5432/booster',
      JWT_SECRET: 'x'.repeat(40),
      TOKEN_ENCRYPTION_KEY: 'a'.repeat(64),
      VAPID_PUBLIC_KEY: given.publicKey,
      VAPID_PRIVATE_KEY: given.privateKey,
    });
    expect(createVapidKeys(config.webPush, config.dataDir)()).toEqual({
      ...given,
      subject: 'mailto:no-reply@booster.test',
    });
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('refuses half a pair or a subject push services would reject', () => {
    const { publicKey } = webpush.generateVAPIDKeys();
    expect(() => loadConfig({ DATA_DIR: tmp(), VAPID_PUBLIC_KEY: publicKey })).toThrow(
      /both VAPID_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), VAPID_SUBJECT: 'http://localhost' })).toThrow(/VAPID_SUBJECT/);
  });
});
