import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MAINTENANCE_WINDOW } from '@booster/domain';
import { type PartnerCredentials, SANDBOX_CREDENTIALS } from '@booster/marketplaces';
import { COURIER_SANDBOX_KEYS } from '@booster/sandbox/courier-keys';
import { DANA_SANDBOX_KEYS } from '@booster/sandbox/dana-keys';
import { MIDTRANS_SANDBOX_KEYS } from '@booster/sandbox/midtrans-keys';
import { z } from 'zod';
import { loadSecrets } from './platform/crypto/secrets.ts';

/** "15m", "30d", "2h", "45s" or a plain number of seconds. */
const durationSeconds = z
  .string()
  .trim()
  .regex(/^\d+\s*[smhd]?$/, { message: 'expected seconds or a duration like 15m, 2h, 30d' })
  .transform((value) => {
    const amount = Number.parseInt(value, 10);
    const unit = value.replace(/[\d\s]/g, '') || 's';
    const factor = { s: 1, m: 60, h: 3600, d: 86_400 }[unit as 's' | 'm' | 'h' | 'd'];
    return amount * factor;
  });

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const port = z.coerce.number().int().min(0).max(65_535);

/**
 * A 32-byte key as base64 (`openssl rand -base64 32`, base64url too) or as 64 hex characters;
 * always handed on as hex. The two forms cannot be confused: base64 of 32 bytes has 43 or 44 characters.
 */
const encryptionKey = z.string().transform((value, context) => {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return value.toLowerCase();
  const bytes = /^[A-Za-z0-9+/_-]{43}=?$/.test(value) ? Buffer.from(value, 'base64') : null;
  if (bytes?.length === 32) return bytes.toString('hex');
  context.addIssue({
    code: 'custom',
    message:
      'TOKEN_ENCRYPTION_KEY must be a 32-byte key: base64 (e.g. from `openssl rand -base64 32`) or 64 hex characters',
  });
  return z.NEVER;
});

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  EMBEDDED_PG_PORT: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/)
      .transform(Number)
      .optional(),
  ),
  APP_URL: optionalText.pipe(z.url().optional()),
  ROLE: z.enum(['api', 'worker', 'all']).default('all'),
  SEED_DEMO: optionalText.pipe(flag.optional()),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().trim().min(3).default('Booster <no-reply@booster.test>'),
  JWT_SECRET: optionalText.pipe(
    z.string().min(32, { message: 'JWT_SECRET needs at least 32 characters' }).optional(),
  ),
  TOKEN_ENCRYPTION_KEY: optionalText.pipe(encryptionKey.optional()),
  ACCESS_TOKEN_TTL: durationSeconds.default(15 * 60),
  REFRESH_TOKEN_TTL: durationSeconds.default(30 * 86_400),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(1000),
  ACCOUNT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(6000),
  TRUST_PROXY: optionalText.pipe(flag.optional()),
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  MAINTENANCE_START: optionalText.pipe(z.iso.datetime({ offset: true }).optional()),
  MAINTENANCE_END: optionalText.pipe(z.iso.datetime({ offset: true }).optional()),
  MARKETPLACE_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  SANDBOX_URL: optionalText.pipe(z.url().optional()),
  SANDBOX_TOKEN_TTL: optionalText.pipe(durationSeconds.optional()),
  SIMULATION_ORDERS_PER_MINUTE: z.coerce.number().min(0).max(600).default(2),
  SIMULATION_MESSAGES_PER_MINUTE: z.coerce.number().min(0).max(600).default(2),
  /** Research reads the platforms' public search (unofficial, best effort): off unless switched on. */
  RESEARCH_LIVE_MARKET_DATA: flag.default(false),
  SHOPEE_PARTNER_ID: optionalText.pipe(z.string().regex(/^\d+$/).transform(Number).optional()),
  SHOPEE_PARTNER_KEY: optionalText,
  LAZADA_APP_KEY: optionalText,
  LAZADA_APP_SECRET: optionalText,
  TIKTOK_APP_KEY: optionalText,
  TIKTOK_APP_SECRET: optionalText,
  TIKTOK_SERVICE_ID: optionalText,
  TOKOPEDIA_APP_KEY: optionalText,
  TOKOPEDIA_APP_SECRET: optionalText,
  TOKOPEDIA_SERVICE_ID: optionalText,
  BUKALAPAK_CLIENT_ID: optionalText,
  BUKALAPAK_CLIENT_SECRET: optionalText,
  FACEBOOK_APP_ID: optionalText,
  FACEBOOK_APP_SECRET: optionalText,
  MIDTRANS_SERVER_KEY: optionalText,
  MIDTRANS_CLIENT_KEY: optionalText,
  MIDTRANS_PRODUCTION: flag.default(false),
  DANA_MERCHANT_ID: optionalText,
  DANA_PARTNER_ID: optionalText,
  /** PEM (PKCS#8) of the merchant's RSA key; its public half is uploaded to DANA's dashboard. */
  DANA_PRIVATE_KEY: optionalText,
  /** PEM of DANA's public key, which checks the Finish Notify signature. */
  DANA_PUBLIC_KEY: optionalText,
  DANA_PRODUCTION: flag.default(false),
  JNE_TRACKING_URL: optionalText.pipe(z.url().optional()),
  JNE_USERNAME: optionalText,
  JNE_API_KEY: optionalText,
  SICEPAT_API_KEY: optionalText,
  BINDERBYTE_API_KEY: optionalText,
  // Web Push (VAPID): a P-256 key pair in base64url, 65-byte public and 32-byte private.
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, { message: 'VAPID_PUBLIC_KEY must be a base64url P-256 public key' })
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, { message: 'VAPID_PRIVATE_KEY must be a base64url P-256 private key' })
      .optional(),
  ),
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, { message: 'VAPID_SUBJECT must be a mailto: or https:// address' })
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optionalText,
});

/** Every environment variable the server reads (the README's configuration table lists the same). */
export const ENV_VARIABLES = envSchema.shape;

export type Env = Record<string, string | undefined>;

type ParsedEnv = z.infer<typeof envSchema>;

/**
 * Partner credentials per platform. In sandbox mode every value defaults to the public test value
 * the emulator accepts; in live mode every one is required.
 */
function partnerCredentials(e: ParsedEnv): PartnerCredentials {
  const live = e.MARKETPLACE_MODE === 'live';
  const missing: string[] = [];
  const pick = <T>(name: keyof ParsedEnv, given: T | undefined, fallback: T): T => {
    if (given !== undefined) return given;
    if (live) missing.push(name);
    return fallback;
  };
  const d = SANDBOX_CREDENTIALS;
  const credentials: PartnerCredentials = {
    shopee: {
      partnerId: pick('SHOPEE_PARTNER_ID', e.SHOPEE_PARTNER_ID, d.shopee.partnerId),
      partnerKey: pick('SHOPEE_PARTNER_KEY', e.SHOPEE_PARTNER_KEY, d.shopee.partnerKey),
    },
    lazada: {
      appKey: pick('LAZADA_APP_KEY', e.LAZADA_APP_KEY, d.lazada.appKey),
      appSecret: pick('LAZADA_APP_SECRET', e.LAZADA_APP_SECRET, d.lazada.appSecret),
    },
    tiktok: {
      appKey: pick('TIKTOK_APP_KEY', e.TIKTOK_APP_KEY, d.tiktok.appKey),
      appSecret: pick('TIKTOK_APP_SECRET', e.TIKTOK_APP_SECRET, d.tiktok.appSecret),
      serviceId: pick('TIKTOK_SERVICE_ID', e.TIKTOK_SERVICE_ID, d.tiktok.serviceId),
    },
    tokopedia: {
      appKey: pick('TOKOPEDIA_APP_KEY', e.TOKOPEDIA_APP_KEY, d.tokopedia.appKey),
      appSecret: pick('TOKOPEDIA_APP_SECRET', e.TOKOPEDIA_APP_SECRET, d.tokopedia.appSecret),
      serviceId: pick('TOKOPEDIA_SERVICE_ID', e.TOKOPEDIA_SERVICE_ID, d.tokopedia.serviceId),
    },
    bukalapak: {
      clientId: pick('BUKALAPAK_CLIENT_ID', e.BUKALAPAK_CLIENT_ID, d.bukalapak.clientId),
      clientSecret: pick('BUKALAPAK_CLIENT_SECRET', e.BUKALAPAK_CLIENT_SECRET, d.bukalapak.clientSecret),
    },
    facebook: {
      appId: pick('FACEBOOK_APP_ID', e.FACEBOOK_APP_ID, d.facebook.appId),
      appSecret: pick('FACEBOOK_APP_SECRET', e.FACEBOOK_APP_SECRET, d.facebook.appSecret),
    },
  };
  if (missing.length > 0) {
    throw new Error(`Invalid environment: MARKETPLACE_MODE=live needs ${missing.join(', ')}`);
  }
  return credentials;
}

/**
 * VAPID keys given in the environment (both or neither) and the contact push services may use.
 * Without keys the notifications module generates a pair once into DATA_DIR.
 */
function webPushConfig(e: ParsedEnv) {
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    throw new Error('Invalid environment: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  }
  const sender = e.MAIL_FROM.match(/<([^>]+)>/)?.[1] ?? e.MAIL_FROM;
  return {
    vapidPublicKey: e.VAPID_PUBLIC_KEY,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${sender}`,
  };
}

/**
 * Midtrans Snap: in sandbox mode the emulator inside this app (`<sandbox>/sandbox/midtrans`) with the
 * sandbox merchant's keys; in live mode the keys from the environment (null: paying is refused).
 */
function midtransConfig(e: ParsedEnv, sandboxUrl: string) {
  if (e.MARKETPLACE_MODE === 'sandbox') {
    const base = `${sandboxUrl}/sandbox/midtrans`;
    return {
      serverKey: e.MIDTRANS_SERVER_KEY ?? MIDTRANS_SANDBOX_KEYS.serverKey,
      clientKey: e.MIDTRANS_CLIENT_KEY ?? MIDTRANS_SANDBOX_KEYS.clientKey,
      isProduction: false,
      baseUrls: { snap: `${base}/snap/v1`, core: base } as { snap: string; core: string } | null,
    };
  }
  if (!e.MIDTRANS_SERVER_KEY) return null;
  return {
    serverKey: e.MIDTRANS_SERVER_KEY,
    clientKey: e.MIDTRANS_CLIENT_KEY ?? '',
    isProduction: e.MIDTRANS_PRODUCTION,
    baseUrls: null,
  };
}

/**
 * DANA (hosted checkout, SNAP BI): in sandbox mode the emulator inside this app (`<sandbox>/sandbox/dana`)
 * with the sandbox merchant's keys; in live mode the merchant from the environment (null: refused).
 */
function danaConfig(e: ParsedEnv, sandboxUrl: string) {
  if (e.MARKETPLACE_MODE === 'sandbox') {
    const k = DANA_SANDBOX_KEYS;
    return {
      baseUrl: `${sandboxUrl}/sandbox/dana`,
      merchantId: k.merchantId,
      partnerId: k.partnerId,
      privateKey: k.merchantPrivateKey as string,
      danaPublicKey: k.danaPublicKey as string,
    };
  }
  const { DANA_MERCHANT_ID, DANA_PARTNER_ID, DANA_PRIVATE_KEY, DANA_PUBLIC_KEY } = e;
  if (!DANA_MERCHANT_ID || !DANA_PARTNER_ID || !DANA_PRIVATE_KEY || !DANA_PUBLIC_KEY) return null;
  return {
    baseUrl: e.DANA_PRODUCTION ? 'https://api.saas.dana.id' : 'https://api.sandbox.dana.id',
    merchantId: DANA_MERCHANT_ID,
    partnerId: DANA_PARTNER_ID,
    privateKey: DANA_PRIVATE_KEY.replaceAll('\\n', '\n'),
    danaPublicKey: DANA_PUBLIC_KEY.replaceAll('\\n', '\n'),
  };
}

/**
 * Courier tracking: in sandbox mode the emulators inside this app (`<sandbox>/sandbox/couriers`);
 * in live mode each courier whose key is set (the others answer "not available").
 */
function trackingConfig(e: ParsedEnv, sandboxUrl: string) {
  if (e.MARKETPLACE_MODE === 'sandbox') {
    const base = `${sandboxUrl}/sandbox/couriers`;
    return {
      jne: { baseUrl: `${base}/jne`, ...COURIER_SANDBOX_KEYS.jne },
      sicepat: { baseUrl: `${base}/sicepat`, ...COURIER_SANDBOX_KEYS.sicepat },
      binderbyte: { baseUrl: `${base}/binderbyte`, ...COURIER_SANDBOX_KEYS.binderbyte },
    };
  }
  return {
    jne:
      e.JNE_USERNAME && e.JNE_API_KEY
        ? {
            baseUrl: e.JNE_TRACKING_URL ?? 'https://apiv2.jne.co.id:10205',
            username: e.JNE_USERNAME,
            apiKey: e.JNE_API_KEY,
          }
        : null,
    sicepat: e.SICEPAT_API_KEY ? { baseUrl: 'http://api.sicepat.com', apiKey: e.SICEPAT_API_KEY } : null,
    binderbyte: e.BINDERBYTE_API_KEY
      ? { baseUrl: 'https://api.binderbyte.com', apiKey: e.BINDERBYTE_API_KEY }
      : null,
  };
}

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function buildConfig(env: Env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(REPO_ROOT, 'data');
  const embedded = !e.DATABASE_URL;
  if (embedded && e.ROLE !== 'all') {
    throw new Error(
      `Invalid environment: ROLE=${e.ROLE} needs DATABASE_URL (the embedded database serves one process)`,
    );
  }
  const secrets = loadSecrets(dataDir, {
    jwtSecret: e.JWT_SECRET,
    tokenEncryptionKey: e.TOKEN_ENCRYPTION_KEY,
    embedded,
  });
  const maintenanceStart = e.MAINTENANCE_START
    ? new Date(e.MAINTENANCE_START)
    : DEFAULT_MAINTENANCE_WINDOW.start;
  const maintenanceEnd = e.MAINTENANCE_END ? new Date(e.MAINTENANCE_END) : DEFAULT_MAINTENANCE_WINDOW.end;
  if (maintenanceEnd < maintenanceStart)
    throw new Error('Invalid environment: MAINTENANCE_END is before MAINTENANCE_START');
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const sandboxUrl = (e.SANDBOX_URL ?? appUrl).replace(/\/+$/, '');

  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: { url: e.DATABASE_URL, embedded, embeddedPort: e.EMBEDDED_PG_PORT },
    appUrl,
    role: e.ROLE,
    seedDemo: e.SEED_DEMO ?? embedded,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    webPush: webPushConfig(e),
    secrets,
    auth: {
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL,
      refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL,
      rateLimitPerEmail: e.AUTH_RATE_LIMIT_MAX,
      rateLimitPerAddress: e.AUTH_RATE_LIMIT_MAX * 3,
    },
    http: {
      corsOrigins: e.CORS_ORIGINS,
      bodyLimit: e.BODY_LIMIT,
      rateLimitPerAddress: e.RATE_LIMIT_MAX,
      rateLimitPerAccount: e.ACCOUNT_RATE_LIMIT_MAX,
      trustProxy: e.TRUST_PROXY ?? false,
      secure: appUrl.startsWith('https://'),
    },
    maintenance: { start: maintenanceStart, end: maintenanceEnd },
    marketplaceMode: e.MARKETPLACE_MODE,
    research: {
      /**
       * Where Research reads public market data: the platforms themselves only when switched on;
       * otherwise the sandbox catalogue in sandbox mode, and nothing in live mode.
       */
      marketData: e.RESEARCH_LIVE_MARKET_DATA ? 'live' : e.MARKETPLACE_MODE === 'sandbox' ? 'sandbox' : 'off',
    } as { marketData: 'live' | 'sandbox' | 'off' },
    marketplaces: {
      mode: e.MARKETPLACE_MODE,
      /** Where the adapters find the emulators in sandbox mode (the server itself by default). */
      sandboxUrl,
      credentials: partnerCredentials(e),
      sandboxTokenTtlSeconds: e.SANDBOX_TOKEN_TTL,
      simulation: {
        ordersPerMinute: e.SIMULATION_ORDERS_PER_MINUTE,
        messagesPerMinute: e.SIMULATION_MESSAGES_PER_MINUTE,
      },
    },
    payments: {
      midtrans: midtransConfig(e, sandboxUrl),
      /** Where Midtrans posts its HTTP notifications (the dashboard setting; also sent per transaction). */
      midtransNotificationUrl: `${appUrl}/api/billing/midtrans/notification`,
      dana: danaConfig(e, sandboxUrl),
      /** DANA's Finish Notify goes here (sent per order as its NOTIFICATION url). */
      danaNotifyUrl: `${appUrl}/api/billing/dana/notify`,
    },
    tracking: trackingConfig(e, sandboxUrl),
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(REPO_ROOT, 'apps/web/dist'),
  };
}

export type Config = Readonly<ReturnType<typeof buildConfig>>;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/**
 * Parses the environment once; nothing else reads `process.env`. DATA_DIR and WEB_DIST default to
 * `data/` and `apps/web/dist/` of the repository wherever the process starts; relative values
 * given in the environment resolve against the working directory.
 */
export function loadConfig(env: Env = process.env): Config {
  return deepFreeze(buildConfig(env));
}
