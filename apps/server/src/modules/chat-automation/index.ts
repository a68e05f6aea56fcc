import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/index.ts';
import { registerChatAutomationRoutes } from './routes.ts';
import { createTemplateService } from './templates.ts';

export type ChatAutomationDeps = { db: Db };

/** Chat settings of issue 12: Template Pesan, Auto-reply and Pengingat (their tables, jobs and routes). */
export function createChatAutomationModule(deps: ChatAutomationDeps) {
  const templates = createTemplateService(deps);
  return {
    templates,
    registerRoutes(app: FastifyInstance) {
      registerChatAutomationRoutes(app, { templates });
    },
  };
}

export type ChatAutomationModule = ReturnType<typeof createChatAutomationModule>;
