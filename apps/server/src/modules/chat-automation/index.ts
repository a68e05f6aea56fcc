import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Db } from '../../platform/db/index.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import { createAutoReplyEngine } from './auto-reply-engine.ts';
import { createAutoReplySettings } from './auto-reply-settings.ts';
import { type AutomationChat, storedChatMessage } from './chat-port.ts';
import { createReminderEngine, type ReminderOrders } from './reminder-engine.ts';
import { createReminderSettings } from './reminder-settings.ts';
import { registerChatAutomationRoutes } from './routes.ts';
import { createTemplateService } from './templates.ts';

export type { AutomationChat, StoredChatMessage } from './chat-port.ts';

export type ChatAutomationDeps = {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
  /** The chat (inbox) module's event, send and conversation lookup; null: settings only, nothing is sent. */
  chat: AutomationChat | null;
  orders: ReminderOrders;
};

/** Chat settings of issue 12: Template Pesan, Auto-reply and Pengingat (their tables, jobs and routes). */
export function createChatAutomationModule(deps: ChatAutomationDeps) {
  const templates = createTemplateService(deps);
  const autoReply = createAutoReplySettings(deps);
  const reminders = createReminderSettings(deps);
  const engines = deps.chat ? startEngines({ ...deps, chat: deps.chat }) : null;

  return {
    templates,
    autoReply,
    reminders,
    engines,
    registerRoutes(app: FastifyInstance) {
      registerChatAutomationRoutes(app, { templates, autoReply, reminders });
    },
  };
}

export type ChatAutomationModule = ReturnType<typeof createChatAutomationModule>;

/** Auto-replies and reminders follow the inbox's stored messages and the orders' changes. */
function startEngines(deps: ChatAutomationDeps & { chat: AutomationChat }) {
  const autoReply = createAutoReplyEngine(deps);
  const reminders = createReminderEngine(deps);
  deps.jobs.register(autoReply.sendJob);
  deps.jobs.register(reminders.sendJob);
  deps.chat.onMessageStored(async (event) => {
    const message = storedChatMessage(event);
    await autoReply.onMessage(message);
    await reminders.onMessage(message);
  });
  deps.orders.changes.subscribe((orderId) => reminders.onOrderChanged(orderId));
  return { autoReply, reminders };
}
