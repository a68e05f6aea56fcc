import { realtimeEvents } from '@booster/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { keysFor } from '../../../lib/query-keys.ts';
import { startTitleBlink } from '../../../lib/title-blink.ts';
import { notificationKeys } from '../api/notification-api.ts';
import { playNewMessageSound } from './new-message-sound.ts';

const ORDER_QUERIES = keysFor('orders').all;

/** Notification type that belongs to the order notification list (bell and page). */
export const ORDER_NOTIFICATION_TYPE = 'order';

/** Only the type decides what happens; the service worker's broadcast may leave the notification out. */
const notifTypeSchema = realtimeEvents.notif.pick({ type: true });

/**
 * A 'notif' message from the websocket or the service worker's broadcast channel (spec 7):
 * orders refresh the bell's count and lists; anything else blinks the title and plays the sound.
 */
export function handleNotifMessage(queryClient: QueryClient, payload: unknown) {
  const parsed = notifTypeSchema.safeParse(payload);
  if (!parsed.success) return;
  if (parsed.data.type === ORDER_NOTIFICATION_TYPE) {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    // Order lists, tabs and the monitor show the change without waiting for their poll.
    void queryClient.invalidateQueries({ queryKey: ORDER_QUERIES });
    return;
  }
  startTitleBlink();
  playNewMessageSound();
}

/** After the socket comes back, catch up on what arrived while it was down. */
export function resyncNotifications(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}
