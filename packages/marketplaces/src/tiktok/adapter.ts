import type { Marketplace } from '@booster/domain';
import { type AdapterContext, epochToDate, unixSeconds } from '../core/context.ts';
import {
  AdapterError,
  type MarketplaceAdapter,
  type ShopCredentials,
  type StockUpdate,
} from '../core/port.ts';
import { groupedStockUpdates } from '../core/stock-updates.ts';
import { tiktokAuthorizedShops, tiktokAuthorizeUrl, tiktokExchangeCode, tiktokRefresh } from './auth.ts';
import { tiktokChat } from './chat.ts';
import { createTiktokClient, type TiktokConfig } from './client.ts';
import { tiktokListingMethods } from './listing.ts';
import { mapTiktokOrder } from './mappers/order.ts';
import { mapTiktokProduct } from './mappers/product.ts';
import {
  type TiktokOrder,
  tiktokDocumentSchema,
  tiktokEmptySchema,
  tiktokOrderStatementSchema,
  tiktokOrdersSchema,
  tiktokPackageSchema,
  tiktokProductDetailSchema,
  tiktokProductSearchSchema,
  tiktokTimeSlotsSchema,
} from './schemas.ts';
import { salesWarehouse } from './warehouse.ts';
import { parseTiktokWebhook, verifyTiktokWebhook } from './webhooks.ts';

export type TiktokAdapterOptions = TiktokConfig & {
  key: Extract<Marketplace, 'tiktok' | 'tokopedia'>;
  /** Tokopedia shops are TikTok Shop shops whose listings target TOKOPEDIA (docs/decisions/004). */
  listingPlatform?: 'TIKTOK_SHOP' | 'TOKOPEDIA';
};

const SLOT_SEPARATOR = '-';
/** A product has at most 100 SKUs; one inventory update carries them all. */
const SKUS_PER_CALL = 100;

export function createTiktokAdapter(
  options: TiktokAdapterOptions,
  context: AdapterContext,
): MarketplaceAdapter {
  const client = createTiktokClient(options, context);
  const listingPlatform = options.listingPlatform ? { listing_platform: [options.listingPlatform] } : {};

  async function rawProduct(shop: ShopCredentials, productId: string) {
    return client.get(shop, `/product/202309/products/${productId}`, tiktokProductDetailSchema);
  }

  async function rawOrder(shop: ShopCredentials, orderId: string) {
    const data = await client.get(shop, '/order/202309/orders', tiktokOrdersSchema, { ids: orderId });
    const order = data.orders[0];
    if (!order) throw new AdapterError('not_found', `TikTok Shop order ${orderId} not found`, 'not_found');
    return order;
  }

  /** Orders TikTok Shop holds no statement for yet. */
  const unsettled = (order: TiktokOrder) => order.status === 'UNPAID' || order.status === 'CANCELLED';

  /** The order's finance statement transactions (fees, shipping, settlement); null before payment. */
  async function statementOf(shop: ShopCredentials, order: TiktokOrder) {
    if (unsettled(order)) return null;
    return client.get(
      shop,
      `/finance/202309/orders/${order.id}/statement_transactions`,
      tiktokOrderStatementSchema,
    );
  }

  async function packageOf(shop: ShopCredentials, orderId: string): Promise<string> {
    const order = await rawOrder(shop, orderId);
    const packageId = order.packages[0]?.id ?? order.line_items.find((l) => l.package_id)?.package_id;
    if (!packageId)
      throw new AdapterError('invalid_input', `Order ${orderId} has no package yet`, 'no_package');
    return packageId;
  }

  /** Which SKU and warehouse an edit targets; without a variant the product's single SKU is meant. */
  /** One product's SKUs in one call; the product read gives each SKU's warehouse. */
  async function updateProductStocks(shop: ShopCredentials, group: readonly StockUpdate[]) {
    const productId = group[0].productId;
    const product = await rawProduct(shop, productId);
    const results: (AdapterError | null)[] = [];
    const skus = [];
    for (const u of group) {
      const sku = u.variantId ? product.skus.find((s) => s.id === u.variantId) : product.skus[0];
      if (!sku) {
        results.push(
          new AdapterError(
            'not_found',
            `SKU ${u.variantId ?? '(first)'} of ${productId} not found`,
            'no_sku',
          ),
        );
        continue;
      }
      results.push(null);
      const warehouseId = sku.inventory[0]?.warehouse_id;
      skus.push({
        id: sku.id,
        inventory: [{ ...(warehouseId ? { warehouse_id: warehouseId } : {}), quantity: u.stock }],
      });
    }
    if (skus.length > 0)
      await client.post(shop, `/product/202309/products/${productId}/inventory/update`, tiktokEmptySchema, {
        skus,
      });
    return results;
  }

  async function skuOf(shop: ShopCredentials, productId: string, variantId: string | null) {
    const product = await rawProduct(shop, productId);
    const sku = variantId ? product.skus.find((s) => s.id === variantId) : product.skus[0];
    if (!sku)
      throw new AdapterError(
        'not_found',
        `SKU ${variantId ?? '(first)'} of ${productId} not found`,
        'no_sku',
      );
    return sku;
  }

  return {
    key: options.key,
    pushesOrderChanges: true,

    authorizeUrl: (input) => tiktokAuthorizeUrl(client, input),
    exchangeCode: (input) => tiktokExchangeCode(client, input.code),
    refreshToken: (credentials) => tiktokRefresh(client, credentials),

    async getShopInfo(shop) {
      const shops = await tiktokAuthorizedShops(client, shop);
      const found = shops.find((s) => s.id === shop.shopId);
      if (!found)
        throw new AdapterError('invalid_token', `Shop ${shop.shopId} is no longer authorized`, 'shop_gone');
      return { shopId: found.id, shopName: found.name, region: found.region || 'ID' };
    },

    // Search returns summaries; the port promises full products, so each one is read in detail.
    async listProducts(shop, query) {
      const data = await client.call({
        method: 'POST',
        path: '/product/202309/products/search',
        query: { page_size: Math.min(query.pageSize, 100), page_token: query.cursor ?? undefined },
        body: {
          ...listingPlatform,
          ...(query.updatedAfter ? { update_time_ge: unixSeconds(query.updatedAfter) } : {}),
        },
        shop,
        schema: tiktokProductSearchSchema,
      });
      const items = await Promise.all(
        data.products.map(async (p) => mapTiktokProduct(await rawProduct(shop, p.id))),
      );
      return { items, nextCursor: data.next_page_token || null, total: data.total_count };
    },

    async getProduct(shop, productId) {
      return mapTiktokProduct(await rawProduct(shop, productId));
    },

    // The inventory update takes many SKUs of one product.
    ...groupedStockUpdates((u) => u.productId, SKUS_PER_CALL, updateProductStocks),

    ...tiktokListingMethods(client, options.listingPlatform),

    async updatePrice(shop, input) {
      const skuId = input.variantId ?? (await skuOf(shop, input.productId, null)).id;
      await client.post(
        shop,
        `/product/202309/products/${input.productId}/prices/update`,
        tiktokEmptySchema,
        { skus: [{ id: skuId, price: { amount: String(input.price), currency: 'IDR' } }] },
      );
    },

    async listOrders(shop, query) {
      const data = await client.call({
        method: 'POST',
        path: '/order/202309/orders/search',
        query: {
          page_size: Math.min(query.pageSize, 100),
          page_token: query.cursor ?? undefined,
          sort_field: 'update_time',
          sort_order: 'DESC',
        },
        body: {
          update_time_ge: unixSeconds(query.updatedFrom),
          update_time_lt: unixSeconds(query.updatedTo),
        },
        shop,
        schema: tiktokOrdersSchema,
      });
      const items = await Promise.all(
        data.orders.map(async (order) => mapTiktokOrder(order, await statementOf(shop, order))),
      );
      return {
        items,
        nextCursor: data.next_page_token || null,
        total: data.total_count,
      };
    },

    async getOrder(shop, orderId, options) {
      const order = await rawOrder(shop, orderId);
      if (options?.deferMoney && !unsettled(order)) return { ...mapTiktokOrder(order), moneyDeferred: true };
      return mapTiktokOrder(order, await statementOf(shop, order));
    },

    async getOrderMoney(shop, orderId) {
      const order = await rawOrder(shop, orderId);
      return mapTiktokOrder(order, await statementOf(shop, order)).money;
    },

    async getShippingOptions(shop, orderId) {
      const packageId = await packageOf(shop, orderId);
      const slots = await client.get(
        shop,
        `/fulfillment/202309/packages/${packageId}/handover_time_slots`,
        tiktokTimeSlotsSchema,
      );
      const warehouse = slots.can_pickup ? await salesWarehouse(client, shop) : null;
      return {
        pickup: warehouse
          ? {
              addressId: packageId,
              address: warehouse.address,
              slots: slots.pickup_slots.map((slot) => {
                const start = epochToDate(slot.start_time);
                const end = epochToDate(slot.end_time);
                const id = `${slot.start_time}${SLOT_SEPARATOR}${slot.end_time}`;
                return { id, label: `${start.toISOString()}/${end.toISOString()}`, start, end };
              }),
            }
          : null,
        dropoff: slots.can_drop_off ? { branches: [] } : null,
      };
    },

    async shipOrder(shop, input) {
      const packageId = await packageOf(shop, input.orderId);
      const body: Record<string, unknown> = {
        handover_method: input.method === 'pickup' ? 'PICKUP' : 'DROP_OFF',
      };
      if (input.method === 'pickup') {
        const [start, end] = input.slotId.split(SLOT_SEPARATOR).map(Number);
        body.pickup_slot = { start_time: start, end_time: end };
      }
      await client.post(shop, `/fulfillment/202309/packages/${packageId}/ship`, tiktokEmptySchema, body);
      const detail = await client.get(shop, `/fulfillment/202309/packages/${packageId}`, tiktokPackageSchema);
      return { trackingNumber: detail.tracking_number };
    },

    async getShippingDocument(shop, orderId) {
      const packageId = await packageOf(shop, orderId);
      const document = await client.get(
        shop,
        `/fulfillment/202309/packages/${packageId}/shipping_documents`,
        tiktokDocumentSchema,
        { document_type: 'SHIPPING_LABEL', document_size: 'A6' },
      );
      return client.download(document.doc_url, shop.shopId);
    },

    chat: tiktokChat(options.key, client, context),

    verifyWebhook: (request) => verifyTiktokWebhook(options.appKey, options.appSecret, request),
    parseWebhook: parseTiktokWebhook,
  };
}
