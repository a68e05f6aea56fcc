import { z } from 'zod';
import { idSchema, numberSchema, optionalString } from '../core/zod.ts';
import { tiktokData } from './schemas.ts';

/** Customer service 202309 (reference part 2, 1.4). `content` is a JSON string whose shape follows `type`. */
export const tiktokMessageSchema = z.object({
  id: idSchema,
  type: z.string(),
  content: optionalString,
  create_time: numberSchema,
  is_visible: z.boolean().default(true),
  sender: z
    .object({ role: z.string(), im_user_id: optionalString, nickname: optionalString })
    .default({ role: 'BUYER', im_user_id: '', nickname: '' }),
});
export type TiktokMessage = z.infer<typeof tiktokMessageSchema>;

export const tiktokConversationSchema = z.object({
  id: idSchema,
  participants: z
    .array(
      z.object({
        role: z.string(),
        nickname: optionalString,
        avatar: optionalString,
        user_id: idSchema.optional(),
        im_user_id: idSchema.optional(),
        /** TIKTOK_SHOP or TOKOPEDIA (Indonesia only). */
        buyer_platform: optionalString,
      }),
    )
    .default([]),
  latest_message: tiktokMessageSchema.nullish(),
  unread_count: numberSchema.default(0),
  can_send_message: z.boolean().default(true),
});
export type TiktokConversation = z.infer<typeof tiktokConversationSchema>;

export const tiktokConversationsSchema = tiktokData(
  z.object({ conversations: z.array(tiktokConversationSchema).default([]), next_page_token: optionalString }),
);

export const tiktokMessagesSchema = tiktokData(
  z.object({ messages: z.array(tiktokMessageSchema).default([]), next_page_token: optionalString }),
);

export const tiktokSendSchema = tiktokData(z.object({ message_id: idSchema }));

export const tiktokChatImageSchema = tiktokData(
  z.object({ url: z.string().min(1), width: numberSchema.optional(), height: numberSchema.optional() }),
);

/** Type 14 push `data`: the message without its sender's nickname. */
export const tiktokMessagePushSchema = tiktokMessageSchema.extend({
  message_id: idSchema,
  id: idSchema.optional(),
  conversation_id: idSchema,
});

export const tiktokConversationPushSchema = z.object({ conversation_id: idSchema });

/** GET /order/202309/orders, only the buyer (user_id is what create conversation takes). */
export const tiktokOrderBuyerSchema = tiktokData(
  z.object({ orders: z.array(z.object({ id: idSchema, user_id: idSchema.optional() })).default([]) }),
);

export const tiktokCreatedConversationSchema = tiktokData(z.object({ conversation_id: idSchema }));
