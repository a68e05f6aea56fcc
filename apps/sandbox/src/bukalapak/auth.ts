import { MARKETPLACE_CAPABILITIES } from '@booster/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { base64urlToken } from '../core/auth-store.ts';
import { formOf } from '../core/body.ts';
import { oauthConsentRoutes } from '../core/consent.ts';
import { accessTtl, LIFETIMES, type Sandbox } from '../core/context.ts';

const LIFE = LIFETIMES.bukalapak;

/** accounts.bukalapak.com: the OAuth2 authorize page and the token endpoint (Doorkeeper-style answers). */
export async function bukalapakAuthRoutes(app: FastifyInstance, { sandbox }: { sandbox: Sandbox }) {
  const { clientId, clientSecret } = sandbox.credentials.bukalapak;
  oauthConsentRoutes(app, sandbox, {
    path: '/accounts/oauth/authorize',
    failTitle: 'Otorisasi gagal',
    clientId,
    unknownClient: 'client_id tidak dikenal.',
    requireResponseType: true,
    page: (q) => ({
      platformName: MARKETPLACE_CAPABILITIES.bukalapak.platformName,
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
    choose: (id) => sandbox.world.shop('bukalapak', id)?.id,
    chooseMessage: 'Pilih salah satu lapak.',
    issueCode: (shopId, fields) =>
      sandbox.auth.issueCode('bukalapak', shopId, LIFE.code, {
        redirectUri: fields.redirect_uri,
        scope: fields.scope,
      }),
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
    const body = formOf(request);
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
