import { z } from 'zod';
import { idSchema, numberSchema, optionalString } from '../core/zod.ts';
import { lazadaData } from './schemas.ts';

/** The IM sample sends numbers and booleans as strings (reference part 2, 1.3). */
const flag = z
  .union([z.boolean(), z.string(), z.number()])
  .nullish()
  .transform((v) => v === true || v === 'true' || v === 1 || v === '1');

export const lazadaSessionSchema = z.object({
  session_id: idSchema,
  buyer_id: idSchema,
  title: optionalString,
  head_url: optionalString,
  summary: optionalString,
  unread_count: numberSchema.default(0),
  last_message_id: idSchema.optional(),
  last_message_time: numberSchema.default(0),
});
export type LazadaSession = z.infer<typeof lazadaSessionSchema>;

export const lazadaSessionListSchema = lazadaData(
  z.object({
    session_list: z.array(lazadaSessionSchema).default([]),
    has_more: flag,
    next_start_time: numberSchema.optional(),
    last_session_id: idSchema.optional(),
  }),
);

/** A message of /im/message/list, and the `data` of a type-2 push. */
export const lazadaMessageSchema = z.object({
  message_id: idSchema,
  session_id: idSchema.optional(),
  content: z.union([z.string(), z.record(z.string(), z.unknown())]).default('{}'),
  from_account_type: numberSchema,
  template_id: numberSchema.default(1),
  send_time: numberSchema,
  /** 1 user, 2 system. */
  type: numberSchema.default(1),
  auto_reply: flag,
  /** Non-empty: the safety filter blocked it; only the seller sees it. */
  process_msg: optionalString,
  /** 0 normal, 1 recalled. */
  status: numberSchema.default(0),
});
export type LazadaMessage = z.infer<typeof lazadaMessageSchema>;

export const lazadaMessageListSchema = lazadaData(
  z.object({
    message_list: z.array(lazadaMessageSchema).default([]),
    has_more: flag,
    next_start_time: numberSchema.optional(),
    last_message_id: idSchema.optional(),
  }),
);

export const lazadaSendSchema = lazadaData(
  z.object({ message_id: idSchema, current_time: numberSchema.optional() }),
);

/** Type-19 push `data`: the session's unread count and read positions changed. */
export const lazadaSessionUpdateSchema = z.object({
  session_id: idSchema,
  unread_count: numberSchema.optional(),
});

/** /im/session/open answers `session_id` beside `code`, not under `data` (OpenSession doc sample). */
export const lazadaOpenSessionSchema = z.preprocess(
  (body) => {
    const envelope = (body ?? {}) as { session_id?: unknown; data?: { session_id?: unknown } };
    return { session_id: envelope.session_id ?? envelope.data?.session_id };
  },
  z.object({ session_id: idSchema }),
);
