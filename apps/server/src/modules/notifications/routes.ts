import { notificationRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireCtx } from '../../platform/auth/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import { route } from '../../platform/http/route.ts';
import { t } from '../../platform/i18n/index.ts';
import type { PushSubscriptions } from './push-subscriptions.ts';
import { mayRegisterPush } from './push-topics.ts';
import type { NotificationService } from './service.ts';
import type { VapidKeys } from './vapid-keys.ts';

/**
 * The notification list is always open to members (spec section 6: /panel/notification); a
 * sub-member reads its parent's. Web Push carries order news (the bell's permission) and chat news
 * (the chat menu), so registering a browser needs one of them. Admins get 403 from the member guard.
 */
export function registerNotificationRoutes(
  app: FastifyInstance,
  s: { service: NotificationService; subscriptions: PushSubscriptions; vapid: VapidKeys },
) {
  const open = { access: access.anyMember() };
  const mayReceive = async (request: FastifyRequest) => {
    if (!mayRegisterPush(requireCtx(request))) throw new AppError('FEATURE_NOT_ALLOWED');
  };

  route(app, notificationRoutes.list, open, async (req) => s.service.list(requireCtx(req), req.query));
  route(app, notificationRoutes.unreadCount, open, async (req) => ({
    count: await s.service.unreadCount(requireCtx(req)),
  }));
  route(app, notificationRoutes.read, open, async (req) => s.service.read(requireCtx(req), req.params.id));
  route(app, notificationRoutes.readAll, open, async (req) => {
    await s.service.readAll(requireCtx(req));
    // The spec's client checks for exactly this word.
    return { message: 'success' };
  });

  route(app, notificationRoutes.vapidKey, open, async () => ({
    publicKey: s.vapid().publicKey,
  }));
  route(app, notificationRoutes.subscribe, { ...open, preHandler: [mayReceive] }, async (req) => {
    const ctx = requireCtx(req);
    await s.subscriptions.subscribe(ctx, req.body);
    return { message: t(ctx.locale, 'messages.pushSubscribed') };
  });
  route(app, notificationRoutes.unsubscribe, open, async (req) => {
    const ctx = requireCtx(req);
    await s.subscriptions.unsubscribe(ctx, req.body.endpoint);
    return { message: t(ctx.locale, 'messages.pushUnsubscribed') };
  });
}
