import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import webpush from 'web-push';
import { z } from 'zod';
import type { SubjectLoader } from '../../platform/auth/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { defineJob } from '../../platform/jobs/index.ts';
import type { PushSubscriptions } from './push-subscriptions.ts';
import { receivesPush } from './push-topics.ts';
import { notifications } from './tables.ts';
import type { VapidKeys } from './vapid-keys.ts';
import { clickTarget } from './view.ts';

const DEFAULT_ICON = '/favicon.svg';
/** A push older than a day is no longer news. */
const TTL_SECONDS = 86_400;
const SEND_TIMEOUT_MS = 10_000;

/** One notification to one browser; a push service that is down or throttling is retried. */
export const webPushJob = {
  name: 'notifications.web-push.v1',
  schema: z.object({ notificationId: z.string().uuid(), subscriptionId: z.string().uuid() }),
  // 30 s, 1 min, 2 min, 4 min.
  retry: { limit: 4, delaySeconds: 30, backoff: true },
} as const;

/**
 * Delivers Web Push through the subscription's push service: the payload encrypted for the
 * browser (aes128gcm) and signed with our VAPID key. The push service answers 404/410 for a
 * subscription the browser dropped, which is then forgotten.
 */
export function createWebPushSender(deps: {
  db: Db;
  subscriptions: PushSubscriptions;
  vapid: VapidKeys;
  logger: Logger;
  /** Click targets and the icon are absolute: the service worker may run with no tab open. */
  appUrl: string;
  /** The subscribed user as now (menus change): whether the notification's topic is still theirs. */
  loadSubject: SubjectLoader;
}) {
  const log = deps.logger.child({ component: 'web-push' });

  async function deliver(notificationId: string, subscriptionId: string) {
    const [row] = await deps.db.select().from(notifications).where(eq(notifications.id, notificationId));
    const subscription = await deps.subscriptions.find(subscriptionId);
    if (!row || !subscription || subscription.accountId !== row.accountId) return;
    const subject = await deps.loadSubject(subscription.userId);
    if (!subject || !receivesPush(subject, row.type)) return;

    // What the service worker shows: title, body, icon and the page a click opens.
    const payload = JSON.stringify({
      title: row.title,
      body: row.description,
      icon: row.icon ?? `${deps.appUrl}${DEFAULT_ICON}`,
      data: { url: `${deps.appUrl}${clickTarget(row)}`, notificationId: row.id, type: row.type },
    });
    let request: webpush.RequestDetails;
    try {
      request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        { vapidDetails: deps.vapid(), TTL: TTL_SECONDS },
      );
    } catch (err) {
      log.warn({ err, subscriptionId }, 'push subscription keys unusable; forgetting it');
      await deps.subscriptions.remove(subscriptionId);
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (response.ok) return;
    if (response.status === 404 || response.status === 410) {
      await deps.subscriptions.remove(subscriptionId);
      return;
    }
    if (response.status === 429 || response.status >= 500) {
      throw new Error(`push service answered ${response.status}`);
    }
    // Other answers (400 bad request, 413 too large, 403 wrong key) do not improve with retries.
    log.warn({ status: response.status, subscriptionId }, 'push service refused the notification');
  }

  return defineJob({
    ...webPushJob,
    handle: (payload) => deliver(payload.notificationId, payload.subscriptionId),
  });
}
