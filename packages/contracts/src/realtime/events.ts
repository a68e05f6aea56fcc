import { z } from 'zod';
import { chatConversationSchema, chatViewerSchema } from '../chat/conversations.ts';
import { chatMessageSchema } from '../chat/messages.ts';
import { itemRunProgressSchema } from '../common/item-run.ts';
import { importProgressSchema } from '../shops/shops.ts';

/**
 * Events the server pushes over the websocket `/ws?token=<accessToken>`. Every frame is
 * `{ "event": <name>, "payload": <payload> }`; names carry a version from day one.
 */
export const realtimeEvents = {
  /** The user object changed (e-mail verified, role menu edited): refetch `GET /api/auth/user`. */
  'account.user-updated.v1': z.object({ userId: z.string() }),
  /** Every session of the user was revoked (password reset, removed sub-member, stolen refresh token). */
  'auth.sessions-revoked.v1': z.object({ userId: z.string() }),
  /**
   * Spec section 7 'notif' message: a new notification for this account. `type` 'order' goes to the
   * order notification list; other types trigger the new-message title blink and sound.
   */
  notif: z.object({ type: z.string(), notification: z.unknown() }),
  /**
   * Notifications were marked read (one by id, or all when `notificationId` is null), maybe in
   * another tab: refetch the notification list and the unread count.
   */
  'notifications.read.v1': z.object({ notificationId: z.string().nullable() }),
  /**
   * A shop's product import moved (queued, a page stored, done or failed); sent to the account room so
   * the owner and its sub-members see it. `done`: refetch the product lists.
   */
  'shops.import-progress.v1': importProgressSchema,
  /** An item of a bulk run (bulk edit, bulk shipping…) finished; sent to the account room. */
  'item-runs.progress.v1': itemRunProgressSchema,
  /**
   * A chat message was stored (buyer's by webhook or sync, sent from Booster, typed in the seller centre),
   * sent to the account's chat room (members who may see the chat menu). `message` is null when it would
   * not fit a NOTIFY payload: fetch the conversation's messages then.
   */
  'chat.message.v1': z.object({
    conversation: chatConversationSchema,
    message: chatMessageSchema.nullable(),
    messageId: z.string(),
  }),
  /** A conversation changed without a new message (read here or on the platform, can_send moved). */
  'chat.conversation.v1': z.object({ conversation: chatConversationSchema }),
  /** Who is viewing or typing in a conversation now. */
  'chat.presence.v1': z.object({ conversationId: z.string(), viewers: z.array(chatViewerSchema) }),
} as const;

export type RealtimeEventName = keyof typeof realtimeEvents;
export type RealtimeEventPayload<E extends RealtimeEventName> = z.infer<(typeof realtimeEvents)[E]>;

export const realtimeFrameSchema = z.object({ event: z.string(), payload: z.unknown() });
export type RealtimeFrame = z.infer<typeof realtimeFrameSchema>;
