import { autoReplyRoutes, chatTemplateRoutes, reminderRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import { t } from '../../platform/i18n/index.ts';
import type { AutoReplySettingsService } from './auto-reply-settings.ts';
import type { ReminderSettingsService } from './reminder-settings.ts';
import type { TemplateService } from './templates.ts';

type Services = {
  templates: TemplateService;
  autoReply: AutoReplySettingsService;
  reminders: ReminderSettingsService;
};

/**
 * Chat settings (issue 12): Template Pesan, Auto-reply, Pengingat. Sub-members need the chat menu and
 * the page's sub-menu; the inbox's template picker reads the templates with the inbox sub-menu too.
 */
export function registerChatAutomationRoutes(app: FastifyInstance, services: Services) {
  const { templates, autoReply, reminders } = services;
  const templatePage = { access: access.menu('chat', { subMenu: 'message-template' }) };
  const picker = { access: access.menu('chat', { subMenu: ['message-template', 'chat-inbox'] }) };

  route(app, chatTemplateRoutes.list, picker, async (req) => templates.list(requireCtx(req), req.query));
  route(app, chatTemplateRoutes.create, templatePage, async (req) =>
    templates.create(requireCtx(req), req.body),
  );
  route(app, chatTemplateRoutes.update, templatePage, async (req) =>
    templates.update(requireCtx(req), req.params.id, req.body),
  );
  route(app, chatTemplateRoutes.remove, templatePage, async (req) => {
    const ctx = requireCtx(req);
    await templates.remove(ctx, req.params.id);
    return { message: t(ctx.locale, 'messages.chatTemplateDeleted') };
  });
  route(app, chatTemplateRoutes.reorder, templatePage, async (req) =>
    templates.reorder(requireCtx(req), req.body.ids),
  );

  const autoReplyPage = { access: access.menu('chat', { subMenu: 'auto-reply' }) };
  route(app, autoReplyRoutes.get, autoReplyPage, async (req) =>
    autoReply.read(requireCtx(req), req.params.shopId),
  );
  route(app, autoReplyRoutes.save, autoReplyPage, async (req) =>
    autoReply.save(requireCtx(req), req.params.shopId, req.body),
  );
  route(app, autoReplyRoutes.log, autoReplyPage, async (req) =>
    autoReply.log(requireCtx(req), req.params.shopId, req.query.page),
  );

  const reminderPage = { access: access.menu('chat', { subMenu: 'reminder' }) };
  route(app, reminderRoutes.get, reminderPage, async (req) =>
    reminders.read(requireCtx(req), req.params.shopId),
  );
  route(app, reminderRoutes.save, reminderPage, async (req) =>
    reminders.save(requireCtx(req), req.params.shopId, req.body),
  );
  route(app, reminderRoutes.log, reminderPage, async (req) =>
    reminders.log(requireCtx(req), req.params.shopId, req.query.page),
  );
}
