import { webhookParamsSchema } from '@booster/contracts';
import { access, type Marketplace } from '@booster/domain';
import type { WebhookEvent } from '@booster/marketplaces';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors/index.ts';
import type { ShopsDeps } from './deps.ts';
import { webhookEvents } from './tables.ts';
import { createWebhookDispatch } from './webhook-dispatch.ts';
import { webhookEventFault } from './webhook-event-fault.ts';

export type { StoredWebhook, WebhookKind, WebhookListener } from './webhook-dispatch.ts';

export function createWebhookService(deps: Pick<ShopsDeps, 'db' | 'gateway' | 'jobs' | 'logger'>) {
  const dispatch = createWebhookDispatch(deps);
  const row = (marketplace: Marketplace, event: WebhookEvent, rawBody: string) => ({
    marketplace,
    shopId: event.shopId,
    externalEventId: event.externalEventId,
    kind: event.kind,
    subjectId: event.subjectId,
    occurredAt: event.occurredAt,
    rawBody,
  });
  // A push usually carries one event: a prepared statement stores it (no SQL built per request,
  // no parse or plan in PostgreSQL). Any unique key taken means a replay: nothing is stored.
  const storeOne = deps.db
    .insert(webhookEvents)
    .values({
      marketplace: sql.placeholder('marketplace'),
      shopId: sql.placeholder('shopId'),
      externalEventId: sql.placeholder('externalEventId'),
      kind: sql.placeholder('kind'),
      subjectId: sql.placeholder('subjectId'),
      occurredAt: sql.placeholder('occurredAt'),
      rawBody: sql.placeholder('rawBody'),
    })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id })
    .prepare('webhook_events_store_one');
  const store = (rows: ReturnType<typeof row>[]) =>
    rows.length === 1
      ? storeOne.execute(rows[0])
      : deps.db.insert(webhookEvents).values(rows).onConflictDoNothing().returning({ id: webhookEvents.id });

  return {
    subscribe: dispatch.subscribe,
    dispatch: dispatch.dispatch,
    feed: dispatch.feed,

    /**
     * Verifies the platform's signature over the raw body (401 when wrong) and stores each event
     * once (a replay stores nothing new) in one statement: committed, it is durable and the answer
     * can go. The workers are woken to hand new events to the subscribers (webhook-dispatch.ts).
     * An event with values no platform sends (a time far from now, a NUL in an id) is logged and
     * left out; the push is still acknowledged, so the platform does not retry it for days.
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
      const valid = events.filter((event) => {
        const fault = webhookEventFault(event);
        if (fault) deps.logger.warn({ marketplace, fault, rawBody: input.rawBody }, 'webhook event rejected');
        return !fault;
      });
      if (valid.length === 0) return { stored: 0 };
      const stored = await store(valid.map((event) => row(marketplace, event, input.rawBody)));
      if (stored.length > 0) deps.jobs.wake(dispatch.feed);
      return { stored: stored.length };
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
        // Platforms push from a few addresses in bursts; the signature is the gate. A platform's
        // server reads only the status: browser security headers protect nothing here.
        config: { rateLimit: false, access: access.public(), securityHeaders: false },
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
