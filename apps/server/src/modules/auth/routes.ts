import { authRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import { t } from '../../platform/i18n/index.ts';
import type { RateLimits } from '../../platform/rate-limit/plugin.ts';
import type { AccountsModule } from '../accounts/index.ts';
import type { AuthService } from './service.ts';

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; accounts: AccountsModule; limits: RateLimits },
) {
  const { auth } = deps;
  const users = deps.accounts.users;
  const open = { access: access.public() };
  const strict = { ...open, preHandler: [deps.limits.authLimit] };
  // Unverified members read themselves and ask for a new link (the route guard sends them there).
  const anyMember = access.anyMember({ verified: false });

  route(app, authRoutes.register, strict, async (req) => {
    await auth.register(req.locale, req.body);
    return { message: t(req.locale, 'messages.registered') };
  });
  route(app, authRoutes.login, strict, async (req) => auth.login('member', req.body, req.locale));
  route(app, authRoutes.adminLogin, strict, async (req) => auth.login('admin', req.body, req.locale));

  route(app, authRoutes.user, { access: anyMember }, async (req) => users.view(requireCtx(req)));
  route(app, authRoutes.adminUser, { access: access.admin() }, async (req) => users.view(requireCtx(req)));

  route(app, authRoutes.refresh, open, async (req) => auth.refresh(req.body.refreshToken, req.locale));
  route(app, authRoutes.logout, open, async (req) => {
    await auth.logout(req.body.refreshToken);
    return { message: t(req.locale, 'messages.loggedOut') };
  });

  route(app, authRoutes.verifyEmail, strict, async (req) => {
    await auth.verifyEmail(req.body.token);
    return { message: t(req.locale, 'messages.emailVerified') };
  });
  route(app, authRoutes.resendVerification, { ...strict, access: anyMember }, async (req) => {
    const ctx = requireCtx(req);
    const sent = await auth.resendVerification(ctx);
    return { message: t(ctx.locale, sent ? 'messages.verificationSent' : 'messages.emailAlreadyVerified') };
  });

  route(app, authRoutes.requestPasswordReset, strict, async (req) => {
    await auth.requestPasswordReset(req.locale, req.body.email);
    return { message: t(req.locale, 'messages.resetRequested') };
  });
  route(app, authRoutes.resetPassword, strict, async (req) => {
    await auth.resetPassword(req.body.token, req.body.password);
    return { message: t(req.locale, 'messages.passwordReset') };
  });

  route(app, authRoutes.unsubscribe, strict, async (req) => {
    await auth.unsubscribe(req.body.token);
    return { message: t(req.locale, 'messages.unsubscribed') };
  });
  route(app, authRoutes.acceptInvitation, strict, async (req) => auth.acceptInvitation(req.body));
}
