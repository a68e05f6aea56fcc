import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const fileSchema = z
  .object({
    jwtSecret: z.string().min(32),
    tokenEncryptionKey: z.string().regex(/^[0-9a-f]{64}$/i),
    postgresPassword: z.string().min(16),
  })
  .partial();

const generators = {
  jwtSecret: () => randomBytes(48).toString('base64url'),
  tokenEncryptionKey: () => randomBytes(32).toString('hex'),
  postgresPassword: () => randomBytes(24).toString('base64url'),
};

export type Secrets = {
  jwtSecret: string;
  tokenEncryptionKey: string;
  /** Only for the embedded PostgreSQL; empty with DATABASE_URL. */
  postgresPassword: string;
  /** Some secret came from DATA_DIR/secrets.json instead of the environment. */
  fromFile: boolean;
};

/**
 * Secrets for a machine without configuration: generated once and kept in DATA_DIR/secrets.json
 * (mode 600), so sessions and encrypted marketplace credentials survive restarts. Values given in
 * the environment win; the file is touched only for what the environment does not give.
 */
export function loadSecrets(
  dataDir: string,
  given: { jwtSecret?: string; tokenEncryptionKey?: string; embedded: boolean },
): Secrets {
  const needed = (['jwtSecret', 'tokenEncryptionKey', 'postgresPassword'] as const).filter((k) =>
    k === 'postgresPassword' ? given.embedded : !given[k],
  );
  if (needed.length === 0) {
    return {
      jwtSecret: given.jwtSecret ?? '',
      tokenEncryptionKey: given.tokenEncryptionKey ?? '',
      postgresPassword: '',
      fromFile: false,
    };
  }
  const file = path.join(dataDir, 'secrets.json');
  let stored: z.infer<typeof fileSchema> = {};
  if (fs.existsSync(file)) {
    const parsed = fileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file} is damaged; fix or delete it`);
    stored = parsed.data;
  }
  const missing = needed.filter((k) => !stored[k]);
  if (missing.length > 0) {
    for (const k of missing) stored[k] = generators[k]();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    jwtSecret: given.jwtSecret ?? stored.jwtSecret ?? '',
    tokenEncryptionKey: given.tokenEncryptionKey ?? stored.tokenEncryptionKey ?? '',
    postgresPassword: given.embedded ? (stored.postgresPassword ?? '') : '',
    fromFile: !given.jwtSecret || !given.tokenEncryptionKey,
  };
}
