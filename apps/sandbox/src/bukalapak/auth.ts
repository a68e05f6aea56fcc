import type { FastifyInstance, FastifyRequest } from 'fastify';
import { base64urlToken } from '../core/auth-store.ts';
import { bodyOf, pathOf, queryOf } from '../core/body.ts';
import { accessTtl, LIFETIMES, type Sandbox } from '../core/context.ts';
import { consentPage, errorPage, withParams } from '../core/html.ts';

const LIFE = LIFETIMES.bukalapak;

/** accounts.bukalapak.com: the OAuth2 authorize page and the token endpoint (Doorkeeper-style answers). */
export async function bukalapakAuthRoutes(app: FastifyInstance, { sandbox }: { sandbox: Sandbox }) {
  const { clientId, clientSecret } = sandbox.credentials.bukalapak;
  const problem = (q: Record<string, string>) => {
    if (q.client_id !== clientId) return 'client_id tidak dikenal.';
    if (q.response_type !== 'code') return 'response_type harus "code".';
    if (!q.redirect_uri || !URL.canParse(q.redirect_uri)) return 'redirect_uri tidak valid.';
    return null;
  };
  const fail = (message: string) => errorPage(sandbox.prefix, 'Otorisasi gagal', message);

  app.get('/accounts/oauth/authorize', async (request, reply) => {
    const q = queryOf(request);
    const reason = problem(q);
    if (reason) return reply.code(400).type('text/html; charset=utf-8').send(fail(reason));
    return reply.type('text/html; charset=utf-8').send(
      consentPage({
        prefix: sandbox.prefix,
        platformName: 'Bukalapak',
        appName: 'Booster',
        action: `${pathOf(request)}/approve`,
        choices: sandbox.world.shopsOf('bukalapak').map((s) => ({ id: s.id, name: s.name })),
        choiceLabel: 'lapak',
        hidden: {
          client_id: q.client_id,
          response_type: q.response_type,
          redirect_uri: q.redirect_uri,
          scope: q.scope ?? 'public user store',
          state: q.state ?? '',
        },
        scopes: (q.scope ?? 'public user store').split(/[ +]/).map((s) => `Akses ${s}`),
      }),
    );
  });

  app.post('/accounts/oauth/authorize/approve', async (request, reply) => {
    const fields = Object.fromEntries(Object.entries(bodyOf(request)).map(([k, v]) => [k, String(v)]));
    const reason = problem(fields);
    const shop = sandbox.world.shop('bukalapak', fields.shop_id ?? '');
    if (reason || !shop)
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(fail(reason ?? 'Pilih salah satu lapak.'));
    const code = sandbox.auth.issueCode('bukalapak', shop.id, LIFE.code, {
      redirectUri: fields.redirect_uri,
      scope: fields.scope,
    });
    return reply.redirect(withParams(fields.redirect_uri, { code, state: fields.state }), 302);
  });

  const clientOf = (request: FastifyRequest, body: Record<string, string>) => {
    const basic = /^Basic\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (basic) {
      const [id, secret] = Buffer.from(basic, 'base64').toString().split(':');
      return { id, secret };
    }
    return { id: body.client_id, secret: body.client_secret };
  };

  app.post('/accounts/oauth/token', async (request, reply) => {
    const body = Object.fromEntries(Object.entries(bodyOf(request)).map(([k, v]) => [k, String(v)]));
    const client = clientOf(request, body);
    const oauthError = (status: number, error: string, description: string) =>
      reply.code(status).send({ error, error_description: description });
    if (client.id !== clientId || client.secret !== clientSecret) {
      return oauthError(
        401,
        'invalid_client',
        'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.',
      );
    }
    const ttl = accessTtl(sandbox, LIFE.access);
    const grant = (subject: string, scope: string, withRefresh: boolean) => {
      const access = sandbox.auth.issueAccess('bukalapak', subject, ttl, {}, base64urlToken);
      const refresh = withRefresh
        ? sandbox.auth.issueRefresh(
            'bukalapak',
            subject,
            Date.now() + LIFE.refresh * 1000,
            { scope },
            base64urlToken,
          )
        : undefined;
      return reply.send({
        access_token: access.token,
        token_type: 'Bearer',
        expires_in: ttl,
        ...(refresh ? { refresh_token: refresh } : {}),
        scope,
        created_at: Math.floor(Date.now() / 1000),
      });
    };
    switch (body.grant_type) {
      case 'authorization_code': {
        const checked = sandbox.auth.takeCode('bukalapak', body.code ?? '');
        if (!checked.ok) {
          return oauthError(
            400,
            'invalid_grant',
            'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
          );
        }
        if (checked.grant.data.redirectUri !== body.redirect_uri) {
          return oauthError(
            400,
            'invalid_grant',
            'The redirect_uri does not match the one used in the authorization request.',
          );
        }
        return grant(checked.grant.subject, checked.grant.data.scope ?? 'public user store', true);
      }
      case 'refresh_token': {
        // Refresh tokens rotate: the used one is revoked.
        const checked = sandbox.auth.useRefresh('bukalapak', body.refresh_token ?? '', true);
        if (!checked.ok)
          return oauthError(400, 'invalid_grant', 'The refresh token is invalid, expired or revoked.');
        return grant(checked.grant.subject, checked.grant.data.scope ?? 'public user store', true);
      }
      case 'client_credentials':
        return grant('', body.scope ?? 'public', false);
      default:
        return oauthError(
          400,
          'unsupported_grant_type',
          'The authorization grant type is not supported by the authorization server.',
        );
    }
  });
}
