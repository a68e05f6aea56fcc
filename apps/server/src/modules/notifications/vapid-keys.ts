import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';

export type VapidConfig = {
  /** From the environment; both or neither (config.ts checks). */
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  vapidSubject: string;
};

export type VapidDetails = { publicKey: string; privateKey: string; subject: string };

const FILE_NAME = 'vapid-keys.json';
const fileSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

/**
 * The VAPID key pair: the configured one, else one generated on first use and kept in
 * DATA_DIR/vapid-keys.json (mode 600) so browsers' subscriptions survive restarts. Generated
 * lazily so processes that never push (tests, tools) write nothing.
 */
export function createVapidKeys(config: VapidConfig, dataDir: string) {
  let cached: VapidDetails | null = null;

  function storedOrGenerated(): { publicKey: string; privateKey: string } {
    const file = path.join(dataDir, FILE_NAME);
    if (fs.existsSync(file)) {
      const parsed = fileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
      if (!parsed.success) throw new Error(`${file} is damaged; fix or delete it`);
      return parsed.data;
    }
    const keys = webpush.generateVAPIDKeys();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
    return keys;
  }

  return function vapidDetails(): VapidDetails {
    if (cached) return cached;
    const keys =
      config.vapidPublicKey && config.vapidPrivateKey
        ? { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey }
        : storedOrGenerated();
    cached = { ...keys, subject: config.vapidSubject };
    return cached;
  };
}

export type VapidKeys = ReturnType<typeof createVapidKeys>;
