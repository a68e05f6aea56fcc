import type { FastifyInstance } from 'fastify';
import { oauthConsentRoutes } from '../core/consent.ts';
import { LIFETIMES, type Sandbox } from '../core/context.ts';

/** www.facebook.com/{ver}/dialog/oauth: the login dialog where a seeded person approves the app. */
export async function facebookDialogRoutes(app: FastifyInstance, { sandbox }: { sandbox: Sandbox }) {
  oauthConsentRoutes(app, sandbox, {
    path: '/www/:version/dialog/oauth',
    failTitle: 'Login Facebook gagal',
    clientId: sandbox.credentials.facebook.appId,
    unknownClient: 'App ID tidak valid.',
    requireResponseType: false,
    page: (q) => {
      const scopes = (q.scope ?? 'public_profile').split(',').filter(Boolean);
      return {
        platformName: 'Facebook',
        choices: sandbox.world.facebookUsers.map((u) => ({ id: u.id, name: u.name })),
        choiceLabel: 'akun Facebook',
        hidden: {
          client_id: q.client_id,
          redirect_uri: q.redirect_uri,
          state: q.state ?? '',
          scope: scopes.join(','),
        },
        scopes: scopes.map((s) => `Izin ${s}`),
      };
    },
    choose: (id) => sandbox.world.facebookUser(id)?.id,
    chooseMessage: 'Pilih salah satu akun.',
    issueCode: (userId, fields) =>
      sandbox.auth.issueCode('facebook', userId, LIFETIMES.facebook.code, {
        redirectUri: fields.redirect_uri,
      }),
  });
}
