import type { AdapterContext } from '../core/context.ts';
import { buildUrl } from '../core/http.ts';
import type { FacebookAdapter, FacebookToken } from '../core/port.ts';
import { createFacebookClient, type FacebookConfig } from './client.ts';
import {
  facebookAccountsSchema,
  facebookMeSchema,
  facebookPostSchema,
  facebookTokenSchema,
} from './schemas.ts';

export const FACEBOOK_SCOPES = ['pages_show_list', 'pages_manage_posts', 'pages_read_engagement'];

export function createFacebookAdapter(config: FacebookConfig, context: AdapterContext): FacebookAdapter {
  const client = createFacebookClient(config, context);

  function toToken(token: { access_token: string; expires_in?: number }): FacebookToken {
    const expiresAt = token.expires_in ? new Date(context.now().getTime() + token.expires_in * 1000) : null;
    return { accessToken: token.access_token, expiresAt };
  }

  return {
    loginUrl(input) {
      return buildUrl(`${config.dialogHost}/${config.version}/dialog/oauth`, {
        client_id: config.appId,
        redirect_uri: input.redirectUrl,
        state: input.state,
        scope: FACEBOOK_SCOPES.join(','),
        response_type: 'code',
      });
    },

    async exchangeCode(input) {
      const token = await client.get({
        path: '/oauth/access_token',
        query: {
          client_id: config.appId,
          redirect_uri: input.redirectUrl,
          client_secret: config.appSecret,
          code: input.code,
        },
        schema: facebookTokenSchema,
        auth: true,
      });
      return toToken(token);
    },

    async exchangeLongLivedToken(shortLivedToken) {
      const token = await client.get({
        path: '/oauth/access_token',
        query: {
          grant_type: 'fb_exchange_token',
          client_id: config.appId,
          client_secret: config.appSecret,
          fb_exchange_token: shortLivedToken,
        },
        schema: facebookTokenSchema,
        auth: true,
      });
      return toToken(token);
    },

    async getMe(userToken) {
      return client.get({
        path: '/me',
        query: { fields: 'id,name' },
        token: userToken,
        schema: facebookMeSchema,
      });
    },

    async listPages(userToken, query = {}) {
      const page = await client.get({
        path: '/me/accounts',
        query: {
          fields: 'id,name,category,access_token,tasks',
          limit: query.pageSize ?? 25,
          after: query.cursor ?? undefined,
        },
        token: userToken,
        schema: facebookAccountsSchema,
      });
      return {
        items: page.data.map((p) => ({
          id: p.id,
          name: p.name,
          category: p.category,
          accessToken: p.access_token,
          tasks: p.tasks,
        })),
        // Graph signals the last page by leaving out `paging.next`, even when cursors are present.
        nextCursor: page.paging?.next ? (page.paging.cursors?.after ?? null) : null,
      };
    },

    async publishPost(input) {
      const form: Record<string, string> = { message: input.message };
      if (input.link) form.link = input.link;
      const post = await client.post({
        path: `/${input.pageId}/feed`,
        form,
        token: input.pageToken,
        schema: facebookPostSchema,
        rateKey: input.pageId,
      });
      return { postId: post.id };
    },
  };
}
