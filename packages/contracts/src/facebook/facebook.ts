import { z } from 'zod';
import { idParams, idSchema, requiredText, searchQuery, text } from '../common/fields.ts';
import { pagedSchema, pageFields, pageLimit } from '../common/paging.ts';
import { defineRoute, messageSchema } from '../common/route.ts';

export const facebookAccountSchema = z.object({
  _id: z.string(),
  /** The Facebook user id. */
  accountId: z.string(),
  name: z.string(),
  totalPage: z.number().int(),
  status: z.enum(['connect', 'disconnect']),
  /** ISO instant; shown as DD-MM-YYYY HH:mm Jakarta time. */
  authorizationTime: z.string(),
});
export type FacebookAccount = z.infer<typeof facebookAccountSchema>;

/** Either the login dialog's `code` (our callback) or a user access token from the JS SDK. */
export const facebookConnectBodySchema = z
  .object({
    code: text().trim().min(1).optional(),
    accessToken: text().trim().min(1).optional(),
    state: text().optional(),
  })
  .refine((b) => Boolean(b.code || b.accessToken), {
    error: 'validation.facebookTokenRequired',
    path: ['accessToken'],
  });
export type FacebookConnectBody = z.input<typeof facebookConnectBodySchema>;

export const facebookGraphPageSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  /** Already saved for this account. */
  selected: z.boolean(),
});
export const facebookGraphPagesQuerySchema = z.object({
  accountId: idSchema,
  nextOffset: text().optional(),
  limit: pageLimit(100, 25),
});
export const facebookGraphPagesSchema = z.object({
  data: z.array(facebookGraphPageSchema),
  /** Pass back as `nextOffset` for the next page; null on the last. */
  nextOffset: z.string().nullable(),
});

export const facebookSavedPagesSchema = z.object({ ids: z.array(z.string()) });

const pageRefSchema = z
  .union([text(), z.object({ id: z.union([text(), z.number()]).transform(String) }).loose()])
  .transform((p) => (typeof p === 'string' ? p : p.id));
export const facebookSavePagesBodySchema = z.object({
  /** Our account `_id`. */
  account: idSchema,
  pages: z.array(pageRefSchema).max(500).default([]),
  deletePagesId: z.array(pageRefSchema).max(500).default([]),
});
export const facebookSavedPageSchema = z.object({ _id: text(), pageId: text(), name: text() });
export const facebookSavePagesSchema = z.object({
  message: text(),
  pages: z.array(facebookSavedPageSchema),
});

export const facebookFeedBodySchema = z.object({
  pageIds: z.array(text().min(1)).min(1, { error: 'validation.pagesRequired' }).max(100),
  message: requiredText(
    { required: 'validation.messageRequired', tooLong: 'validation.messageTooLong' },
    5000,
  ),
  link: z.string().url({ error: 'validation.urlInvalid' }).optional(),
});
export const facebookFeedResultSchema = z.object({
  results: z.array(
    z.object({
      pageId: z.string(),
      name: z.string(),
      postId: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
});

export const facebookRoutes = {
  authorize: defineRoute({
    method: 'GET',
    path: '/api/app/facebook/authorize',
    summary: 'Facebook login dialog URL',
    tags: ['facebook'],
    query: z.object({ reconnectId: idSchema.optional() }),
    response: z.object({ url: z.string() }),
  }),
  connect: defineRoute({
    method: 'POST',
    path: '/api/app/facebook/connect',
    summary: 'Connect a Facebook account',
    tags: ['facebook'],
    body: facebookConnectBodySchema,
    response: facebookAccountSchema,
  }),
  reconnect: defineRoute({
    method: 'PUT',
    path: '/api/app/facebook/reconnect/:id',
    summary: 'Re-authorize a Facebook account',
    tags: ['facebook'],
    params: idParams,
    body: facebookConnectBodySchema,
    response: facebookAccountSchema,
  }),
  graphPages: defineRoute({
    method: 'GET',
    path: '/api/app/facebook/api/page',
    summary: 'Pages the Facebook account manages (Graph API, paged)',
    tags: ['facebook'],
    query: facebookGraphPagesQuerySchema,
    response: facebookGraphPagesSchema,
  }),
  savedPageIds: defineRoute({
    method: 'GET',
    path: '/api/app/facebook/page/id',
    summary: 'Page ids saved for an account',
    tags: ['facebook'],
    query: z.object({ accountId: idSchema }),
    response: facebookSavedPagesSchema,
  }),
  savePages: defineRoute({
    method: 'POST',
    path: '/api/app/facebook/page',
    summary: 'Save the selected pages of an account',
    tags: ['facebook'],
    body: facebookSavePagesBodySchema,
    response: facebookSavePagesSchema,
  }),
  pages: defineRoute({
    method: 'GET',
    path: '/api/app/facebook/pages',
    summary: 'Every saved page of the seller (for posting)',
    tags: ['facebook'],
    response: z.array(facebookSavedPageSchema.extend({ accountId: z.string() })),
  }),
  accounts: defineRoute({
    method: 'GET',
    path: '/api/app/facebook/account',
    summary: 'Connected Facebook accounts (paged)',
    tags: ['facebook'],
    query: z.object({
      ...pageFields(100, 10),
      search: searchQuery.optional(),
    }),
    response: pagedSchema(facebookAccountSchema),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/app/facebook/:id',
    summary: 'Delete a Facebook account and its pages',
    tags: ['facebook'],
    params: idParams,
    response: messageSchema,
  }),
  feed: defineRoute({
    method: 'POST',
    path: '/api/app/facebook/pages/feed',
    summary: 'Post to the feeds of saved pages',
    tags: ['facebook'],
    body: facebookFeedBodySchema,
    response: facebookFeedResultSchema,
  }),
} as const;
