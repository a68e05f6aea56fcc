import { hasMenuAccess } from '@booster/domain';
import type { RequestContext } from '../auth/index.ts';
import type { Room } from './channel.ts';

/**
 * The bell permission check (spec section 2): members who are owners, or sub-members granted the
 * product or order menu. Admins never receive a member's notifications.
 */
export function seesNotifications(ctx: Pick<RequestContext, 'isAdmin' | 'menu'>): boolean {
  if (ctx.isAdmin) return false;
  return hasMenuAccess(ctx.menu, 'order') || hasMenuAccess(ctx.menu, 'product');
}

/** Every socket of the account: the owner's and its sub-members'. */
export const accountRoom = (accountId: string): Room => `account:${accountId}`;

export const notificationsRoom = (accountId: string): Room => `notifications:${accountId}`;

/** Members of the account who may see the chat menu: chat messages, presence and chat notifications. */
export function seesChat(ctx: Pick<RequestContext, 'isAdmin' | 'menu'>): boolean {
  return !ctx.isAdmin && hasMenuAccess(ctx.menu, 'chat');
}

export const chatRoom = (accountId: string): Room => `chat:${accountId}`;

/** The rooms a socket of this user joins when it connects. */
export function roomsOf(ctx: RequestContext): Room[] {
  const rooms: Room[] = [`user:${ctx.userId}`, accountRoom(ctx.accountId)];
  if (seesNotifications(ctx)) rooms.push(notificationsRoom(ctx.accountId));
  if (seesChat(ctx)) rooms.push(chatRoom(ctx.accountId));
  return rooms;
}
