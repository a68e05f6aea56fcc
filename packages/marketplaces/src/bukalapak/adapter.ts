import type { AdapterContext } from '../core/context.ts';
import { unsupported } from '../core/errors.ts';
import { AdapterError, type MarketplaceAdapter, type ShopCredentials } from '../core/port.ts';
import { bukalapakAuthorizeUrl, bukalapakExchangeCode, bukalapakRefresh } from './auth.ts';
import { type BukalapakConfig, createBukalapakClient } from './client.ts';
import { mapBukalapakTransaction } from './mappers/order.ts';
import { mapBukalapakProduct } from './mappers/product.ts';
import {
  bukalapakAnySchema,
  bukalapakProductOneSchema,
  bukalapakProductsSchema,
  bukalapakStoreSchema,
  bukalapakTransactionOneSchema,
  bukalapakTransactionsSchema,
} from './schemas.ts';

/**
 * Bukalapak closed its physical-goods marketplace in 2025 (reference 5); the spec still lists it, so
 * this follows its OAuth2 + Bearer API. It has no chat for Booster, no push, and no documented
 * shipping calls: those capabilities answer 'unsupported'.
 */
export function createBukalapakAdapter(config: BukalapakConfig, context: AdapterContext): MarketplaceAdapter {
  const client = createBukalapakClient(config, context);

  function getProduct(shop: ShopCredentials, productId: string) {
    return client.call({
      method: 'GET',
      path: `/products/${productId}`,
      shop,
      schema: bukalapakProductOneSchema,
    });
  }

  async function patchSku(
    shop: ShopCredentials,
    productId: string,
    variantId: string | null,
    body: Record<string, number>,
  ) {
    const skuId = variantId ?? (await getProduct(shop, productId)).data.skus[0]?.id;
    if (!skuId) throw new AdapterError('not_found', `Bukalapak product ${productId} has no SKU`, 'no_sku');
    await client.call({
      method: 'PATCH',
      path: `/products/${productId}/skus/${skuId}`,
      body,
      shop,
      schema: bukalapakAnySchema,
    });
  }

  return {
    key: 'bukalapak',
    supportsChat: false,
    supportsBulkShipping: false,

    authorizeUrl: (input) => bukalapakAuthorizeUrl(client, input),
    exchangeCode: (input) => bukalapakExchangeCode(client, context.now(), input),
    refreshToken: (credentials) => bukalapakRefresh(client, context.now(), credentials),

    async getShopInfo(shop) {
      const store = await client.call({
        method: 'GET',
        path: '/stores/me',
        shop,
        schema: bukalapakStoreSchema,
      });
      return { shopId: store.data.id, shopName: store.data.name, region: 'ID' };
    },

    async listProducts(shop, query) {
      const offset = Number(query.cursor ?? 0);
      const limit = Math.min(query.pageSize, 50);
      const page = await client.call({
        method: 'GET',
        path: '/stores/me/products',
        query: { offset, limit, updated_since: query.updatedAfter?.toISOString() },
        shop,
        schema: bukalapakProductsSchema,
      });
      const total = page.meta.total;
      const more = total !== undefined ? offset + page.data.length < total : page.data.length === limit;
      return {
        items: page.data.map(mapBukalapakProduct),
        nextCursor: more ? String(offset + page.data.length) : null,
        total,
      };
    },

    async getProduct(shop, productId) {
      return mapBukalapakProduct((await getProduct(shop, productId)).data);
    },

    updateStock: (shop, input) => patchSku(shop, input.productId, input.variantId, { stock: input.stock }),
    updatePrice: (shop, input) => patchSku(shop, input.productId, input.variantId, { price: input.price }),

    async listOrders(shop, query) {
      const offset = Number(query.cursor ?? 0);
      const limit = Math.min(query.pageSize, 50);
      const page = await client.call({
        method: 'GET',
        path: '/transactions',
        query: {
          context: 'sale',
          start_time: query.updatedFrom.toISOString(),
          end_time: query.updatedTo.toISOString(),
          limit,
          offset,
        },
        shop,
        schema: bukalapakTransactionsSchema,
      });
      const total = page.meta.total;
      const more = total !== undefined ? offset + page.data.length < total : page.data.length === limit;
      return {
        items: page.data.map(mapBukalapakTransaction),
        nextCursor: more ? String(offset + page.data.length) : null,
        total,
      };
    },

    async getOrder(shop, orderId) {
      const tx = await client.call({
        method: 'GET',
        path: `/transactions/${orderId}`,
        shop,
        schema: bukalapakTransactionOneSchema,
      });
      return mapBukalapakTransaction(tx.data);
    },

    getShippingOptions: async () => {
      throw unsupported('bukalapak', 'shipping options');
    },
    shipOrder: async () => {
      throw unsupported('bukalapak', 'shipping');
    },

    getShippingDocument(shop, orderId) {
      return client.download({
        path: '/transactions/download',
        query: { file_type: 'pdf', detail_product: 'true', 'transaction_ids[]': [orderId] },
        shop,
      });
    },

    listConversations: async () => {
      throw unsupported('bukalapak', 'chat');
    },
    getMessages: async () => {
      throw unsupported('bukalapak', 'chat');
    },
    sendMessage: async () => {
      throw unsupported('bukalapak', 'chat');
    },

    verifyWebhook: () => false,
    parseWebhook: () => {
      throw unsupported('bukalapak', 'webhooks');
    },
  };
}
