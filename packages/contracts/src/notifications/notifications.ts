import { z } from 'zod';
import { booleanQuery, idParams, text } from '../common/fields.ts';
import { keysetPagedSchema, keysetPageFields } from '../common/paging.ts';
import { defineRoute, messageSchema } from '../common/route.ts';

/** Spec section 3: Notification. `marketplace` is a shop marketplace or 'booster' (payments). */
export const notificationSchema = z.object({
  _id: z.string(),
  read: z.boolean(),
  updatedAt: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  marketplace: z.string(),
  detail: z
    .object({
      orderId: z.string().optional(),
      orderItemId: z.string().optional(),
      shopname: z.string().optional(),
      orderStatus: z.string().optional(),
      /** Chat news: the conversation a click opens. */
      conversationId: z.string().optional(),
    })
    .nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Spec filter{type, marketplace, read, detail{shopname, orderStatus}} as flat query parameters. */
export const notificationQuerySchema = z.object({
  ...keysetPageFields(100, 10),
  type: text().default('order'),
  marketplace: text().optional(),
  read: booleanQuery,
  shopname: text().optional(),
  orderStatus: text().optional(),
});

export const pushSubscriptionSchema = z.object({
  endpoint: z.string().url(),
  keys: z.object({ p256dh: text().min(1), auth: text().min(1) }),
});

export const notificationRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/app/notification',
    summary: 'Notifications, newest first',
    tags: ['notifications'],
    query: notificationQuerySchema,
    response: keysetPagedSchema(notificationSchema),
  }),
  read: defineRoute({
    method: 'POST',
    path: '/api/app/notification/:id/read',
    summary: 'Mark one notification read',
    tags: ['notifications'],
    params: idParams,
    response: notificationSchema,
  }),
  readAll: defineRoute({
    method: 'POST',
    path: '/api/app/notification/read-all',
    summary: "Mark every notification read (answers message 'success')",
    tags: ['notifications'],
    response: messageSchema,
  }),
  unreadCount: defineRoute({
    method: 'GET',
    path: '/api/app/notification/unread-count',
    summary: 'Unread notifications',
    tags: ['notifications'],
    response: z.object({ count: z.number().int() }),
  }),
  vapidKey: defineRoute({
    method: 'GET',
    path: '/api/app/push/vapid-public-key',
    summary: 'The VAPID public key for Web Push subscriptions',
    tags: ['notifications'],
    response: z.object({ publicKey: z.string() }),
  }),
  subscribe: defineRoute({
    method: 'POST',
    path: '/api/app/push/subscription',
    summary: 'Register this browser for Web Push',
    tags: ['notifications'],
    body: pushSubscriptionSchema,
    response: messageSchema,
  }),
  unsubscribe: defineRoute({
    method: 'DELETE',
    path: '/api/app/push/subscription',
    summary: 'Stop Web Push for this browser',
    tags: ['notifications'],
    body: z.object({ endpoint: z.string().url() }),
    response: messageSchema,
  }),
} as const;
