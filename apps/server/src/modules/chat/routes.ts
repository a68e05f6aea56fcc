import { chatRoutes } from '@booster/contracts';
import { access, MARKETPLACE_CAPABILITIES } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import { base64BodyLimit } from '../../platform/storage/index.ts';
import type { ChatService } from './service.ts';

/** The largest chat image any platform takes, in base64, plus the JSON around it. */
const IMAGE_BODY_LIMIT = base64BodyLimit(
  Math.max(...Object.values(MARKETPLACE_CAPABILITIES).map((c) => c.chat?.maxImageBytes ?? 0)),
);

/**
 * The chat inbox (chat menu, chat-inbox sub-menu); writing to buyers also needs the reply-chat
 * feature. Every query is scoped to the caller's account: another account's conversation answers 404.
 */
export function registerChatRoutes(app: FastifyInstance, { service }: { service: ChatService }) {
  const inbox = { access: access.menu('chat', { subMenu: 'chat-inbox' }) };
  const reply = { access: access.menu('chat', { subMenu: 'chat-inbox', feature: 'reply-chat' }) };

  route(app, chatRoutes.list, { ...inbox, compiledResponse: true }, async (req) =>
    service.list(requireCtx(req), req.query),
  );
  route(app, chatRoutes.detail, inbox, async (req) => service.detail(requireCtx(req), req.params.id));
  route(app, chatRoutes.messages, inbox, async (req) =>
    service.messages(requireCtx(req), req.params.id, req.query),
  );
  route(app, chatRoutes.read, inbox, async (req) => service.read(requireCtx(req), req.params.id));
  route(app, chatRoutes.orders, inbox, async (req) =>
    service.orders(requireCtx(req), req.params.id, req.query),
  );
  route(app, chatRoutes.products, inbox, async (req) =>
    service.products(requireCtx(req), req.params.id, req.query),
  );
  route(app, chatRoutes.presence, inbox, async (req) =>
    service.presence(requireCtx(req), req.params.id, req.body.state),
  );
  route(app, chatRoutes.send, reply, async (req) =>
    service.send(requireCtx(req), req.params.id, req.body.message),
  );
  route(app, chatRoutes.uploadImage, { ...reply, bodyLimit: IMAGE_BODY_LIMIT }, async (req) =>
    service.uploadImage(requireCtx(req), req.params.id, req.body),
  );
}
