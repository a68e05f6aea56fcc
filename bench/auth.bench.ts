import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import Fastify from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import pg from 'pg';
import { listenBaseline } from './lib/baseline.ts';
import { startBooster } from './lib/booster.ts';
import { compare } from './lib/load.ts';

/**
 * Login plus GET /api/auth/user through Booster, against a bare Fastify app that runs the same
 * SQL statements with the same password check and token signing, and nothing else: no schema
 * validation, no error mapping, no request context. The ratio is what our layers cost.
 */
const USER_COLUMNS = `"id", "email", "name", "password_hash", "referral", "subscription_package", "status", "expired_at", "is_admin", "email_verified_at", "parent_id", "role_id", "usage_member_free", "unsubscribed_at", "created_at", "updated_at"`;
const BY_EMAIL = `select ${USER_COLUMNS} from "users" where "users"."email" = $1 limit $2`;
const INSERT_REFRESH = `insert into "refresh_tokens" ("id", "user_id", "family_id", "token_hash", "expires_at", "revoked_at", "replaced_by_id", "created_at") values (default, $1, $2, $3, $4, default, default, default) returning "id"`;
const VIEW = `select users.*, parent.*, roles.menu from "users" left join "users" "parent" on "users"."parent_id" = "parent"."id" left join "roles" on "users"."role_id" = "roles"."id" where "users"."id" = $1 limit $2`;

async function startBaseline(databaseUrl: string, secret: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const key = new TextEncoder().encode(secret);
  const app = Fastify();
  app.post('/login', async (req, reply) => {
    const { email, password } = req.body as { email: string; password: string };
    const { rows } = await pool.query(BY_EMAIL, [email, 1]);
    const user = rows[0];
    if (!user || !(await verify(user.password_hash, password)))
      return reply.code(401).send({ message: 'no' });
    const refreshToken = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(refreshToken).digest('hex');
    await pool.query(INSERT_REFRESH, [user.id, randomUUID(), hash, new Date(Date.now() + 86_400_000)]);
    const view = (await pool.query(VIEW, [user.id, 1])).rows[0];
    const accessToken = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('15m')
      .sign(key);
    return { user: view, accessToken, refreshToken };
  });
  app.get('/user', async (req, reply) => {
    const token = String(req.headers.authorization ?? '').slice(7);
    const { payload } = await jwtVerify(token, key).catch(() => ({ payload: null }));
    if (!payload?.sub) return reply.code(401).send({ message: 'no' });
    return (await pool.query(VIEW, [payload.sub, 1])).rows[0];
  });
  return listenBaseline(app, pool);
}

async function post(url: string, body: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return res.json() as Promise<{ accessToken: string }>;
}

async function getOk(url: string, token: string) {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  await res.arrayBuffer();
}

export async function authBench() {
  const booster = await startBooster();
  const baseline = await startBaseline(booster.url, booster.config.secrets.jwtSecret);
  try {
    const credentials = { email: 'seller@booster.test', password: 'booster123' };
    const ours = await post(`${booster.baseURL}/api/auth/login`, credentials);
    const base = await post(`${baseline.baseURL}/login`, credentials);
    const rows = [];
    rows.push(
      await compare(
        'login + GET /api/auth/user',
        async () => {
          const s = await post(`${booster.baseURL}/api/auth/login`, credentials);
          await getOk(`${booster.baseURL}/api/auth/user`, s.accessToken);
        },
        async () => {
          const s = await post(`${baseline.baseURL}/login`, credentials);
          await getOk(`${baseline.baseURL}/user`, s.accessToken);
        },
        { requests: 120, concurrency: 4 },
      ),
    );
    rows.push(
      await compare(
        'GET /api/auth/user alone',
        () => getOk(`${booster.baseURL}/api/auth/user`, ours.accessToken),
        () => getOk(`${baseline.baseURL}/user`, base.accessToken),
        { requests: 3000, concurrency: 16 },
      ),
    );
    return rows;
  } finally {
    await baseline.stop();
    await booster.stop();
  }
}
