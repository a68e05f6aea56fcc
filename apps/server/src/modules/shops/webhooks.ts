import { webhookParamsSchema } from '@booster/contracts';
import { access, type Marketplace } from '@booster/domain';
import type { WebhookEvent } from '@booster/marketplaces';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { withTransaction } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import type { JobDefinition } from '../../platform/jobs/index.ts';
import type { ShopsDeps } from './deps.ts';
import { webhookEvents } from './tables.ts';

export type StoredWebhook = typeof webhookEvents.$inferSelect;
/** Modules that act on platform pushes (orders, products, chat) subscribe here. */
export type WebhookListener = (event: StoredWebhook) => Promise<void>;

export function createWebhookService(deps: ShopsDeps, job: { received: JobDefinition }) {
  const listeners: WebhookListener[] = [];

  return {
    subscribe(listener: WebhookListener) {
      listeners.push(listener);
    },

    /**
     * Verifies the platform's signature over the raw body (401 when wrong), stores each event
     * once (a replay stores nothing new) and hands new ones to `webhook.received.v1`.
     */
    async receive(
      marketplace: Marketplace,
      input: { url: string; headers: Record<string, string | undefined>; rawBody: string },
    ) {
      const adapter = deps.gateway.adapter(marketplace);
      if (!adapter.verifyWebhook(input)) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      let events: WebhookEvent[];
      try {
        events = adapter.parseWebhook(input.rawBody);
      } catch (err) {
        throw new AppError('BAD_REQUEST', { cause: err });
      }
      let stored = 0;
      await withTransaction(deps.db, async (tx) => {
        for (const event of events) {
          const [row] = await tx
            .insert(webhookEvents)
            .values({
              marketplace,
              shopId: event.shopId,
              externalEventId: event.externalEventId,
              kind: event.kind,
              subjectId: event.subjectId,
              occurredAt: event.occurredAt,
              rawBody: input.rawBody,
            })
            .onConflictDoNothing()
            .returning({ id: webhookEvents.id });
          if (!row) continue;
          stored++;
          await deps.jobs.enqueue(job.received, { eventId: row.id }, { tx });
        }
      });
      return { stored };
    },

    /** Job: re-reads the stored event and gives it to every listener. */
    async dispatch(eventId: number) {
      const [event] = await deps.db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.id, eventId))
        .limit(1);
      if (!event) return;
      for (const listener of listeners) await listener(event);
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;

const flatHeaders = (headers: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(
    Object.entries(headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(', ') : v]),
  );

/**
 * `POST /api/webhook/:marketplace` in its own scope, where every content type is read as the raw
 * string the platform signed. The ack is what the platforms expect: 200 with an empty body.
 */
export function registerWebhookRoute(app: FastifyInstance, service: WebhookService, appUrl: string) {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(
      '/api/webhook/:marketplace',
      {
        schema: { params: webhookParamsSchema, summary: 'Signed platform push', tags: ['webhooks'] },
        // Platforms push from a few addresses in bursts; the signature is the gate.
        config: { rateLimit: false, access: access.public() },
      },
      async (request, reply) => {
        const { marketplace } = request.params as { marketplace: Marketplace };
        const rawBody = typeof request.body === 'string' ? request.body : '';
        await service.receive(marketplace, {
          url: `${appUrl}${request.url}`,
          headers: flatHeaders(request.headers),
          rawBody,
        });
        return reply.status(200).send();
      },
    );
  });
}
