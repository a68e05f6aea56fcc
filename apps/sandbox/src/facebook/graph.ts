import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Grant } from '../core/auth-store.ts';
import { formOf, originOf, pathOf, queryOf } from '../core/body.ts';
import { accessTtl, FACEBOOK_LONG_LIVED, LIFETIMES, type Sandbox } from '../core/context.ts';
import { hmacSha256Hex, safeEqual } from '../core/crypto.ts';
import type { FacebookPage, FacebookUser } from '../core/types.ts';
import { cursor, GraphError, graphErrorBody, graphErrors, graphTime } from './envelope.ts';

const eaa = (b: Buffer) => `EAA${b.toString('base64url').replace(/[-_]/g, 'Z')}`;
const NEVER = 8.64e15;
const TASKS = ['ANALYZE', 'ADVERTISE', 'MODERATE', 'CREATE_CONTENT', 'MANAGE'];

const nodeParam = (request: FastifyRequest) => (request.params as { node: string }).node;

type Caller = { grant: Grant; user: FacebookUser; page: FacebookPage | null };

/** graph.facebook.com/{ver}: oauth/access_token, /me, /{id}/accounts, /{page-id}, /{page-id}/feed. */
export async function facebookGraphRoutes(app: FastifyInstance, { sandbox }: { sandbox: Sandbox }) {
  const { world, auth } = sandbox;
  const { appId, appSecret } = sandbox.credentials.facebook;
  const pageTokens = new Map<string, string>();

  const paramsOf = (request: FastifyRequest) => ({
    ...queryOf(request),
    ...formOf(request),
  });

  const callerOf = (request: FastifyRequest, params: Record<string, string>): Caller => {
    const header = /^(?:Bearer|OAuth)\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const token = params.access_token ?? header;
    if (!token) throw graphErrors.noToken();
    const checked = auth.checkAccess('facebook', token);
    if (!checked.ok)
      throw checked.reason === 'expired' ? graphErrors.expiredToken() : graphErrors.invalidToken();
    if (
      params.appsecret_proof !== undefined &&
      !safeEqual(hmacSha256Hex(appSecret, token), params.appsecret_proof)
    ) {
      throw graphErrors.badProof();
    }
    const { grant } = checked;
    if (grant.data.kind === 'page') {
      const found = world.facebookPage(grant.subject);
      if (!found) throw graphErrors.invalidToken();
      return { grant, user: found.user, page: found.page };
    }
    const user = world.facebookUser(grant.subject);
    if (!user) throw graphErrors.invalidToken();
    return { grant, user, page: null };
  };

  const handle =
    (handler: (request: FastifyRequest, reply: FastifyReply) => unknown) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        return await handler(request, reply);
      } catch (error) {
        if (!(error instanceof GraphError)) throw error;
        return reply
          .code(error.status)
          .send(graphErrorBody(error.code, error.message, error.type, error.subcode));
      }
    };

  const userToken = (userId: string, kind: 'short' | 'long') => {
    const ttl = accessTtl(sandbox, kind === 'short' ? LIFETIMES.facebook.access : FACEBOOK_LONG_LIVED);
    const access = auth.issueAccess('facebook', userId, ttl, { kind }, eaa);
    return { access_token: access.token, token_type: 'bearer', expires_in: ttl };
  };

  app.get(
    '/graph/:version/oauth/access_token',
    handle((request) => {
      const q = queryOf(request);
      if (q.client_id !== appId)
        throw new GraphError(400, 101, 'Error validating application. Invalid application ID.');
      if (q.client_secret !== appSecret) throw new GraphError(400, 1, 'Error validating client secret.');
      if (q.grant_type === 'fb_exchange_token') {
        const checked = auth.checkAccess('facebook', q.fb_exchange_token);
        if (!checked.ok)
          throw checked.reason === 'expired' ? graphErrors.expiredToken() : graphErrors.invalidToken();
        if (checked.grant.data.kind === 'page')
          throw graphErrors.param('fb_exchange_token must be a user access token');
        return userToken(checked.grant.subject, 'long');
      }
      if (!q.code) throw graphErrors.param('Missing code parameter.');
      const checked = auth.takeCode('facebook', q.code);
      if (!checked.ok) {
        const reasons = {
          invalid: ['Invalid verification code format.', 36007],
          expired: ['This authorization code has expired.', 36007],
          used: ['This authorization code has been used.', 36009],
        } as const;
        const [message, subcode] = reasons[checked.reason];
        throw new GraphError(400, 100, message, subcode);
      }
      if (checked.grant.data.redirectUri !== q.redirect_uri) {
        throw new GraphError(
          400,
          100,
          'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
          36008,
        );
      }
      return userToken(checked.grant.subject, 'short');
    }),
  );

  const fieldsOf = (params: Record<string, string>, all: Record<string, unknown>, fallback: string[]) => {
    const wanted = params.fields ? params.fields.split(',').map((f) => f.trim()) : fallback;
    return Object.fromEntries(wanted.filter((f) => f in all).map((f) => [f, all[f]]));
  };

  const nodeOf = (caller: Caller, id: string) => {
    if (id === 'me') return caller.page ? { page: caller.page } : { user: caller.user };
    if (id === caller.user.id && !caller.page) return { user: caller.user };
    const page = caller.user.pages.find((p) => p.id === id);
    if (page && (!caller.page || caller.page.id === id)) return { page };
    throw graphErrors.unknownNode(id);
  };

  const pageToken = (page: FacebookPage, owner: FacebookUser) => {
    const existing = pageTokens.get(page.id);
    if (existing && auth.checkAccess('facebook', existing).ok) return existing;
    const token = auth.issueAccess(
      'facebook',
      page.id,
      (NEVER - Date.now()) / 1000,
      { kind: 'page', userId: owner.id },
      eaa,
    ).token;
    pageTokens.set(page.id, token);
    return token;
  };

  const paging = (request: FastifyRequest, params: Record<string, string>, total: number) => {
    const limit = Math.min(Math.max(Number(params.limit ?? 25) || 25, 1), 100);
    const start = cursor.decode(params.after);
    const end = Math.min(start + limit, total);
    const next = new URL(`${originOf(request)}${pathOf(request)}`);
    for (const [k, v] of Object.entries(params))
      if (k !== 'after' && k !== 'before') next.searchParams.set(k, v);
    next.searchParams.set('limit', String(limit));
    next.searchParams.set('after', cursor.encode(end));
    return {
      start,
      end,
      paging: (count: number) =>
        count === 0
          ? {}
          : {
              paging: {
                cursors: { before: cursor.encode(start), after: cursor.encode(end) },
                ...(end < total ? { next: next.toString() } : {}),
              },
            },
    };
  };

  app.get(
    '/graph/:version/:node/accounts',
    handle((request) => {
      const params = paramsOf(request);
      const caller = callerOf(request, params);
      const { user } = nodeOf(caller, nodeParam(request));
      if (!user) throw graphErrors.unknownNode(nodeParam(request));
      const window = paging(request, params, user.pages.length);
      const data = user.pages.slice(window.start, window.end).map((p) => ({
        access_token: pageToken(p, user),
        category: p.category,
        category_list: [{ id: '2200', name: p.category }],
        name: p.name,
        id: p.id,
        tasks: TASKS,
      }));
      return { data, ...window.paging(data.length) };
    }),
  );

  app.get(
    '/graph/:version/:node/feed',
    handle((request) => {
      const params = paramsOf(request);
      const { page } = nodeOf(callerOf(request, params), nodeParam(request));
      if (!page) throw graphErrors.unknownNode(nodeParam(request));
      const posts = [...page.posts].sort((a, b) => b.createdAt - a.createdAt);
      const window = paging(request, params, posts.length);
      const data = posts.slice(window.start, window.end).map((p) => ({
        id: p.id,
        message: p.message,
        created_time: graphTime(p.createdAt),
        ...(p.link ? { link: p.link } : {}),
      }));
      return { data, ...window.paging(data.length) };
    }),
  );

  app.post(
    '/graph/:version/:node/feed',
    handle((request) => {
      const params = paramsOf(request);
      const caller = callerOf(request, params);
      const { page } = nodeOf(caller, nodeParam(request));
      if (!page) throw graphErrors.unknownNode(nodeParam(request));
      if (caller.page?.id !== page.id) throw graphErrors.permission();
      const message = params.message ?? '';
      if (!message && !params.link) throw graphErrors.param('Missing message or attachment');
      const latest = [...page.posts].sort((a, b) => b.createdAt - a.createdAt)[0];
      if (message && latest?.message === message) throw new GraphError(400, 506, 'Duplicate status message');
      const id = `${page.id}_${Date.now()}${String(page.posts.length).padStart(3, '0')}`;
      page.posts.push({ id, message, link: params.link ?? null, createdAt: Date.now() });
      return { id };
    }),
  );

  app.get(
    '/graph/:version/:node',
    handle((request) => {
      const params = paramsOf(request);
      const { user, page } = nodeOf(callerOf(request, params), nodeParam(request));
      if (user) return fieldsOf(params, { id: user.id, name: user.name, email: user.email }, ['id', 'name']);
      const p = page as FacebookPage;
      return fieldsOf(
        params,
        { id: p.id, name: p.name, category: p.category, fan_count: 100 + p.posts.length },
        ['id', 'name'],
      );
    }),
  );
}
