import { pagedSchema } from '../common/paging.ts';
import { defineRoute } from '../common/route.ts';
import { adminTokopediaRequestQuerySchema, adminTokopediaRequestSchema } from '../shops/tokopedia.ts';

export const adminTokopediaRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/request/tokopedia',
    summary: 'Admin: Tokopedia connection requests, newest first',
    tags: ['admin'],
    query: adminTokopediaRequestQuerySchema,
    response: pagedSchema(adminTokopediaRequestSchema),
  }),
} as const;
