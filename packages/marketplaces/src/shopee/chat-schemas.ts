import { z } from 'zod';
import { idSchema, numberSchema, optionalString } from '../core/zod.ts';

/**
 * sellerchat answers. The module is whitelist-only and community-sourced [sdk] (reference part 2,
 * 1.2); content is kept as a record because its fields depend on message_type.
 */
const content = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((v) => v ?? {});

export const shopeeConversationSchema = z.object({
  conversation_id: idSchema,
  to_id: idSchema,
  to_name: optionalString,
  to_avatar: optionalString,
  unread_count: numberSchema.default(0),
  latest_message_id: idSchema.optional(),
  latest_message_type: optionalString,
  latest_message_content: content,
  latest_message_from_id: idSchema.optional(),
  last_message_timestamp: numberSchema.default(0),
});
export type ShopeeConversation = z.infer<typeof shopeeConversationSchema>;

export const shopeeConversationListSchema = z.object({
  response: z.object({
    conversations: z.array(shopeeConversationSchema).default([]),
    page_result: z
      .object({
        more: z.boolean().default(false),
        next_cursor: z
          .object({ next_message_time_nano: z.union([z.string(), z.number()]).transform(String).optional() })
          .optional(),
      })
      .optional(),
  }),
});

/**
 * GET sellerchat/get_one_conversation (`conversation_id`): the answer shape is agreed with the
 * sandbox: `response` = one get_conversation_list entry.
 */
export const shopeeOneConversationSchema = z.object({ response: shopeeConversationSchema });

export const shopeeMessageSchema = z.object({
  message_id: idSchema,
  conversation_id: idSchema,
  from_id: idSchema.optional(),
  from_shop_id: idSchema.optional(),
  to_id: idSchema.optional(),
  message_type: z.string().default('text'),
  content,
  created_timestamp: numberSchema,
  /** normal, auto_reply, offwork_autoreply, blocked, censored_* … (added 18 Apr 2025). */
  status: optionalString,
});
export type ShopeeMessage = z.infer<typeof shopeeMessageSchema>;

export const shopeeMessageListSchema = z.object({
  response: z.object({
    messages: z.array(shopeeMessageSchema).default([]),
    page_result: z
      .object({
        next_offset: z.union([z.string(), z.number()]).transform(String).optional(),
        more: z.boolean().optional(),
      })
      .optional(),
  }),
});

export const shopeeSendMessageSchema = z.object({ response: shopeeMessageSchema });

export const shopeeChatImageSchema = z.object({
  response: z.object({
    url: z.string().min(1),
    thumbnail: optionalString,
    thumb_width: numberSchema.optional(),
    thumb_height: numberSchema.optional(),
  }),
});

export const shopeeChatAckSchema = z.object({ response: z.unknown().optional() });

/** `data` of a code-10 push: a message, or a notification such as mark_as_replied. */
export const shopeeChatPushDataSchema = z.object({
  type: z.string(),
  content: z.record(z.string(), z.unknown()).default({}),
});

/** get_order_detail, only the buyer (to write to them). */
export const shopeeOrderBuyerSchema = z.object({
  response: z.object({
    order_list: z.array(z.object({ order_sn: z.string(), buyer_user_id: idSchema.optional() })).default([]),
  }),
});
