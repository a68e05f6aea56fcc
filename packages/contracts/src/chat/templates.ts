import { CHAT_MARKETPLACES } from '@booster/domain';
import { z } from 'zod';
import { idParams, idSchema, requiredText, searchQuery } from '../common/fields.ts';
import { defineRoute, messageSchema } from '../common/route.ts';
import { templateTextSchema } from './template-text.ts';

/** Template Pesan (issue 12): quick replies with variables, per marketplace or for all of them. */
export const chatTemplateMarketplaceSchema = z.enum(CHAT_MARKETPLACES, {
  error: 'validation.templateMarketplaceInvalid',
});

export const chatTemplateSchema = z.object({
  _id: z.string(),
  shortcut: z.string(),
  text: z.string(),
  /** null: every marketplace. */
  marketplace: chatTemplateMarketplaceSchema.nullable(),
  position: z.number().int(),
  updatedAt: z.string(),
});
export type ChatTemplate = z.infer<typeof chatTemplateSchema>;

export const TEMPLATE_SHORTCUT_MAX = 30;

export const chatTemplateBodySchema = z.object({
  /** Typed after `/` in the composer: letters, digits, `-` and `_`. */
  shortcut: requiredText(
    { required: 'validation.templateShortcutRequired', tooLong: 'validation.templateShortcutTooLong' },
    TEMPLATE_SHORTCUT_MAX,
  ).regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.templateShortcutInvalid' }),
  text: templateTextSchema,
  marketplace: chatTemplateMarketplaceSchema.nullable().default(null),
});
export type ChatTemplateBody = z.input<typeof chatTemplateBodySchema>;

export const chatTemplateListQuerySchema = z.object({
  /** Templates for this marketplace plus those for every marketplace (the inbox's picker). */
  marketplace: chatTemplateMarketplaceSchema.optional(),
  /** Part of the shortcut or of the text. */
  search: searchQuery.optional(),
});
export type ChatTemplateListQuery = z.input<typeof chatTemplateListQuerySchema>;

export const chatTemplateOrderBodySchema = z.object({
  /** Every template id of the account, in the new order. */
  ids: z.array(idSchema).max(1000),
});

export const chatTemplateRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/chat/template',
    summary: 'Message templates in the seller’s order (filter by marketplace, search shortcut or text)',
    tags: ['chat'],
    query: chatTemplateListQuerySchema,
    response: z.array(chatTemplateSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/chat/template',
    summary: 'Create a message template (added last)',
    tags: ['chat'],
    body: chatTemplateBodySchema,
    response: chatTemplateSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/chat/template/:id',
    summary: 'Edit a message template',
    tags: ['chat'],
    params: idParams,
    body: chatTemplateBodySchema,
    response: chatTemplateSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/chat/template/:id',
    summary: 'Delete a message template',
    tags: ['chat'],
    params: idParams,
    response: messageSchema,
  }),
  reorder: defineRoute({
    method: 'PUT',
    path: '/api/chat/template-order',
    summary: 'Put the templates in a new order',
    tags: ['chat'],
    body: chatTemplateOrderBodySchema,
    response: z.array(chatTemplateSchema),
  }),
} as const;
