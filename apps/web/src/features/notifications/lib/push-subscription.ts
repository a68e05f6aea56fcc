import type { User } from '@booster/contracts';
import { notificationRoutes } from '@booster/contracts/routes';
import { canSeeNotifications, menuEnabled } from '../../../lib/access.ts';
import { callApi } from '../../../lib/api-client.ts';
import { activeServiceWorker } from '../../../lib/service-worker.ts';

/**
 * Spec 6: only logged-in non-admin users with an e-mail register for push, and only when a topic is
 * theirs: order news (the bell's permission) or chat news (the chat menu, the per-user chat topic).
 */
export function shouldRegisterPush(user: User | null): user is User {
  return !!user && !user.isAdmin && !!user.email && (canSeeNotifications(user) || menuEnabled(user, 'chat'));
}

export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in globalThis &&
    'Notification' in globalThis
  );
}

/** Desktop and iOS Safari: every iOS browser is WebKit, but only Safari leaves out the others' tokens. */
export function isSafari(userAgent: string): boolean {
  return (
    /Safari\//.test(userAgent) && !/Chrome|Chromium|CriOS|FxiOS|EdgiOS|Edg\/|OPR|Android/.test(userAgent)
  );
}

/** The VAPID key arrives base64url encoded; the push manager wants its bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((b, i) => b === wanted[i]);
}

/**
 * Subscribes this browser with the server's VAPID key (replacing a subscription made with another key)
 * and registers it on the server. Answers the endpoint, or null when there is no service worker.
 */
export async function subscribeToPush(): Promise<string | null> {
  const registration = await activeServiceWorker();
  if (!registration) return null;
  const { publicKey } = await callApi(notificationRoutes.vapidKey);
  const key = base64UrlToBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return null;
  await callApi(notificationRoutes.subscribe, {
    body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  });
  return endpoint;
}

/**
 * Ends this browser's push session after logout: the server forgets the endpoint and the browser drops
 * the subscription, so no order of the old account reaches this device. The session is already
 * cleared locally, hence the token of the ended session travels explicitly.
 */
export async function unsubscribeFromPush(endpoint: string, accessToken: string): Promise<void> {
  await fetch(notificationRoutes.unsubscribe.path, {
    method: notificationRoutes.unsubscribe.method,
    headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ endpoint }),
    keepalive: true,
  }).catch(() => undefined);
  const registration = await activeServiceWorker();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription?.endpoint === endpoint) await subscription.unsubscribe().catch(() => false);
}
