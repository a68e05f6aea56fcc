import type { z } from 'zod';
import type { AdapterContext } from '../core/context.ts';
import { unsupported } from '../core/errors.ts';
import type { Query } from '../core/http.ts';
import { offsetPage } from '../core/paging.ts';
import { AdapterError, type MarketplaceAdapter, type ShopCredentials } from '../core/port.ts';
import { eachAlone } from '../core/stock-updates.ts';
import { bukalapakAuthorizeUrl, bukalapakExchangeCode, bukalapakRefresh } from './auth.ts';
import { type BukalapakConfig, createBukalapakClient } from './client.ts';
import { bukalapakListingMethods } from './listing.ts';
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
    return client.get(shop, `/products/${productId}`, bukalapakProductOneSchema);
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

  /** Bukalapak's lists answer `{ data, meta: { total } }` and page by `offset` and a `limit` of at most 50. */
  function listPage<Row, Item>(
    shop: ShopCredentials,
    query: { cursor?: string | null; pageSize: number },
    path: string,
    schema: z.ZodType<{ data: Row[]; meta: { total?: number } }>,
    map: (row: Row) => Item,
    filters: Query,
  ) {
    return offsetPage(
      query,
      50,
      async (offset, limit) => {
        const page = await client.get(shop, path, schema, { ...filters, offset, limit });
        return { rows: page.data, total: page.meta.total };
      },
      (rows) => rows.map(map),
    );
  }

  return {
    key: 'bukalapak',
    pushesOrderChanges: false,

    authorizeUrl: (input) => bukalapakAuthorizeUrl(client, input),
    exchangeCode: (input) => bukalapakExchangeCode(client, context.now(), input),
    refreshToken: (credentials) => bukalapakRefresh(client, context.now(), credentials),

    async getShopInfo(shop) {
      const store = await client.get(shop, '/stores/me', bukalapakStoreSchema);
      return { shopId: store.data.id, shopName: store.data.name, region: 'ID' };
    },

    listProducts: (shop, query) =>
      listPage(shop, query, '/stores/me/products', bukalapakProductsSchema, mapBukalapakProduct, {
        updated_since: query.updatedAfter?.toISOString(),
      }),

    async getProduct(shop, productId) {
      return mapBukalapakProduct((await getProduct(shop, productId)).data);
    },

    updateStock: (shop, input) => patchSku(shop, input.productId, input.variantId, { stock: input.stock }),
    // Bukalapak has no batch stock call.
    updateStocks: (shop, updates) =>
      eachAlone(updates, (u) => patchSku(shop, u.productId, u.variantId, { stock: u.stock })),
    updatePrice: (shop, input) => patchSku(shop, input.productId, input.variantId, { price: input.price }),

    ...bukalapakListingMethods(client),

    listOrders: (shop, query) =>
      listPage(shop, query, '/transactions', bukalapakTransactionsSchema, mapBukalapakTransaction, {
        context: 'sale',
        start_time: query.updatedFrom.toISOString(),
        end_time: query.updatedTo.toISOString(),
      }),

    async getOrder(shop, orderId) {
      const tx = await client.get(shop, `/transactions/${orderId}`, bukalapakTransactionOneSchema);
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

    chat: null,

    verifyWebhook: () => false,
    parseWebhook: () => {
      throw unsupported('bukalapak', 'webhooks');
    },
  };
}
