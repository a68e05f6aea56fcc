import type { FastifyInstance } from 'fastify';
import { bodyOf, pathOf, queryOf } from '../core/body.ts';
import { LIFETIMES, type Sandbox } from '../core/context.ts';
import { consentPage, errorPage, withParams } from '../core/html.ts';

/** www.facebook.com/{ver}/dialog/oauth: the login dialog where a seeded person approves the app. */
export async function facebookDialogRoutes(app: FastifyInstance, { sandbox }: { sandbox: Sandbox }) {
  const problem = (q: Record<string, string>) => {
    if (q.client_id !== sandbox.credentials.facebook.appId) return 'App ID tidak valid.';
    if (!q.redirect_uri || !URL.canParse(q.redirect_uri)) return 'redirect_uri tidak valid.';
    return null;
  };
  const fail = (message: string) => errorPage(sandbox.prefix, 'Login Facebook gagal', message);

  app.get('/www/:version/dialog/oauth', async (request, reply) => {
    const q = queryOf(request);
    const reason = problem(q);
    if (reason) return reply.code(400).type('text/html; charset=utf-8').send(fail(reason));
    const scopes = (q.scope ?? 'public_profile').split(',').filter(Boolean);
    return reply.type('text/html; charset=utf-8').send(
      consentPage({
        prefix: sandbox.prefix,
        platformName: 'Facebook',
        appName: 'Booster',
        action: `${pathOf(request)}/approve`,
        choices: sandbox.world.facebookUsers.map((u) => ({ id: u.id, name: u.name })),
        choiceLabel: 'akun Facebook',
        hidden: {
          client_id: q.client_id,
          redirect_uri: q.redirect_uri,
          state: q.state ?? '',
          scope: scopes.join(','),
        },
        scopes: scopes.map((s) => `Izin ${s}`),
      }),
    );
  });

  app.post('/www/:version/dialog/oauth/approve', async (request, reply) => {
    const fields = Object.fromEntries(Object.entries(bodyOf(request)).map(([k, v]) => [k, String(v)]));
    const reason = problem(fields);
    const user = sandbox.world.facebookUser(fields.shop_id ?? '');
    if (reason || !user)
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(fail(reason ?? 'Pilih salah satu akun.'));
    const code = sandbox.auth.issueCode('facebook', user.id, LIFETIMES.facebook.code, {
      redirectUri: fields.redirect_uri,
    });
    return reply.redirect(withParams(fields.redirect_uri, { code, state: fields.state }), 302);
  });
}
