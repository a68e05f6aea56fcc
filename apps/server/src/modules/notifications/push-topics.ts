import type { AuthSubject } from '../../platform/auth/context.ts';
import { seesChat, seesNotifications } from '../../platform/realtime/rooms.ts';

/** Notification type of chat news (new buyer messages): its own push topic. */
export const CHAT_NOTIFICATION_TYPE = 'chat';

/**
 * Push topics per user (spec 7: the per-user topic, the per-user chat topic): chat news reaches the
 * browsers of members who may see the chat; everything else those who may see the bell.
 */
export function receivesPush(subject: Pick<AuthSubject, 'isAdmin' | 'menu'>, type: string): boolean {
  return type === CHAT_NOTIFICATION_TYPE ? seesChat(subject) : seesNotifications(subject);
}

/** A browser may register when its user receives one topic or the other. */
export function mayRegisterPush(subject: Pick<AuthSubject, 'isAdmin' | 'menu'>): boolean {
  return seesNotifications(subject) || seesChat(subject);
}
