import { type AdapterContext, chunk, unixSeconds } from '../core/context.ts';
import { isAdapterError } from '../core/errors.ts';
import {
  AdapterError,
  type MarketplaceAdapter,
  type MarketplaceProduct,
  type ShippingOptions,
  type ShopCredentials,
  type StockUpdate,
} from '../core/port.ts';
import { groupedStockUpdates } from '../core/stock-updates.ts';
import { shopeeAuthorizeUrl, shopeeExchangeCode, shopeeRefresh } from './auth.ts';
import { shopeeBoost } from './boost.ts';
import { shopeeChat } from './chat.ts';
import { createShopeeClient, type ShopeeConfig } from './client.ts';
import { shopeeListingCalls } from './listing.ts';
import { mapShopeeOrder } from './mappers/order.ts';
import { shopeeEscrowMoney } from './mappers/order-money.ts';
import { mapShopeePickupSlot } from './mappers/pickup.ts';
import { mapShopeeProduct } from './mappers/product.ts';
import {
  type ShopeeOrder,
  type ShopeeOrderIncome,
  shopeeDocumentResultSchema,
  shopeeEnvelopeSchema,
  shopeeEscrowSchema,
  shopeeItemBaseInfoSchema,
  shopeeItemListSchema,
  shopeeModelListSchema,
  shopeeOrderDetailSchema,
  shopeeOrderListSchema,
  shopeeShippingParameterSchema,
  shopeeShopInfoSchema,
  shopeeStockResultSchema,
  shopeeTrackingNumberSchema,
} from './schemas.ts';
import { parseShopeeWebhook, verifyShopeeWebhook } from './webhooks.ts';

const ORDER_WINDOW_MS = 15 * 24 * 3600 * 1000;
const ORDER_DETAIL_FIELDS =
  'buyer_user_id,buyer_username,recipient_address,item_list,pay_time,total_amount,payment_method,shipping_carrier,actual_shipping_fee,estimated_shipping_fee,package_list';
const LISTED_STATUSES = ['NORMAL', 'UNLIST', 'BANNED', 'REVIEWING'];
const UNPAID_STATUSES = ['UNPAID', 'INVOICE_PENDING'];
const DOCUMENT_TYPE = 'THERMAL_AIR_WAYBILL';
/** update_stock takes at most 50 models of one item. */
const STOCK_MODELS_PER_CALL = 50;

export function createShopeeAdapter(config: ShopeeConfig, context: AdapterContext): MarketplaceAdapter {
  const client = createShopeeClient(config, context);

  async function loadProducts(shop: ShopCredentials, itemIds: string[]): Promise<MarketplaceProduct[]> {
    const products: MarketplaceProduct[] = [];
    for (const ids of chunk(itemIds, 50)) {
      const base = await client.get(shop, '/api/v2/product/get_item_base_info', shopeeItemBaseInfoSchema, {
        item_id_list: ids.join(','),
      });
      const mapped = await Promise.all(
        base.response.item_list.map(async (item) => {
          const models = item.has_model
            ? await client.call({
                method: 'GET',
                path: '/api/v2/product/get_model_list',
                query: { item_id: item.item_id },
                shop,
                schema: shopeeModelListSchema,
              })
            : null;
          return mapShopeeProduct(item, models?.response ?? null);
        }),
      );
      products.push(...mapped);
    }
    return products;
  }

  async function orderDetails(shop: ShopCredentials, orderSns: string[]) {
    const orders = [];
    for (const sns of chunk(orderSns, 50)) {
      const detail = await client.get(shop, '/api/v2/order/get_order_detail', shopeeOrderDetailSchema, {
        order_sn_list: sns.join(','),
        response_optional_fields: ORDER_DETAIL_FIELDS,
      });
      orders.push(...detail.response.order_list);
    }
    return orders;
  }

  /**
   * The order's money from v2.payment.get_escrow_detail (one order per call). An unpaid order has
   * no escrow yet, and a refusal is not worth failing the order for: the order detail's figures
   * are used then.
   */
  async function escrow(shop: ShopCredentials, order: ShopeeOrder): Promise<ShopeeOrderIncome | null> {
    if (UNPAID_STATUSES.includes(order.order_status)) return null;
    return escrowOf(shop, order.order_sn);
  }

  async function escrowOf(shop: ShopCredentials, orderSn: string): Promise<ShopeeOrderIncome | null> {
    try {
      const result = await client.get(shop, '/api/v2/payment/get_escrow_detail', shopeeEscrowSchema, {
        order_sn: orderSn,
      });
      return result.response.order_income;
    } catch (error) {
      if (isAdapterError(error, 'not_found') || isAdapterError(error, 'invalid_input')) return null;
      throw error;
    }
  }

  async function trackingNumber(shop: ShopCredentials, orderSn: string): Promise<string> {
    const result = await client.get(
      shop,
      '/api/v2/logistics/get_tracking_number',
      shopeeTrackingNumberSchema,
      { order_sn: orderSn },
    );
    return result.response.tracking_number;
  }

  /** update_stock and update_price answer 200 with per-model failures; those are the seller's input. */
  async function updateItemStocks(shop: ShopCredentials, group: readonly StockUpdate[]) {
    const modelOf = (u: StockUpdate) => String(Number(u.variantId ?? 0));
    const result = await client.post(shop, '/api/v2/product/update_stock', shopeeStockResultSchema, {
      item_id: Number(group[0].productId),
      stock_list: group.map((u) => ({ model_id: Number(modelOf(u)), seller_stock: [{ stock: u.stock }] })),
    });
    const refused = new Map(
      result.response.failure_list.map((f) => [String(f.model_id ?? 0), f.failed_reason]),
    );
    return group.map((u) => {
      const reason = refused.get(modelOf(u));
      return reason === undefined
        ? null
        : new AdapterError('invalid_input', reason || 'Rejected by Shopee', 'failure_list');
    });
  }

  function throwOnFailures(result: { response: { failure_list: { failed_reason: string }[] } }) {
    const failure = result.response.failure_list[0];
    if (failure)
      throw new AdapterError('invalid_input', failure.failed_reason || 'Rejected by Shopee', 'failure_list');
  }

  return {
    key: 'shopee',
    pushesOrderChanges: true,

    authorizeUrl: (input) => shopeeAuthorizeUrl(client, input),
    exchangeCode: (input) => shopeeExchangeCode(client, context.now(), input),
    refreshToken: (credentials) => shopeeRefresh(client, context.now(), credentials),

    async getShopInfo(shop) {
      const info = await client.get(shop, '/api/v2/shop/get_shop_info', shopeeShopInfoSchema);
      return { shopId: shop.shopId, shopName: info.shop_name, region: info.region };
    },

    async listProducts(shop, query) {
      const offset = Number(query.cursor ?? 0);
      const list = await client.get(shop, '/api/v2/product/get_item_list', shopeeItemListSchema, {
        offset,
        page_size: Math.min(query.pageSize, 100),
        item_status: LISTED_STATUSES,
        update_time_from: query.updatedAfter ? unixSeconds(query.updatedAfter) : undefined,
        update_time_to: query.updatedAfter ? unixSeconds(context.now()) : undefined,
      });
      const items = await loadProducts(
        shop,
        list.response.item.map((i) => i.item_id),
      );
      const next = list.response.has_next_page
        ? String(list.response.next_offset ?? offset + items.length)
        : null;
      return { items, nextCursor: next, total: list.response.total_count };
    },

    async getProduct(shop, productId) {
      const [product] = await loadProducts(shop, [productId]);
      if (!product)
        throw new AdapterError('not_found', `Shopee item ${productId} not found`, 'error_not_found');
      return product;
    },

    // update_stock takes one item's models (up to 50) per call; failure_list answers per model.
    ...groupedStockUpdates((u) => u.productId, STOCK_MODELS_PER_CALL, updateItemStocks),

    async updatePrice(shop, input) {
      const result = await client.post(shop, '/api/v2/product/update_price', shopeeStockResultSchema, {
        item_id: Number(input.productId),
        price_list: [{ model_id: Number(input.variantId ?? 0), original_price: input.price }],
      });
      throwOnFailures(result);
    },

    ...shopeeListingCalls(client),

    // get_order_list accepts at most 15 days per call; the cursor walks [updatedFrom, updatedTo] in windows.
    async listOrders(shop, query) {
      const [windowPart, shopeeCursor = ''] = (query.cursor ?? '').split('|');
      const from = windowPart ? Number(windowPart) : query.updatedFrom.getTime();
      const to = Math.min(from + ORDER_WINDOW_MS, query.updatedTo.getTime());
      const list = await client.get(shop, '/api/v2/order/get_order_list', shopeeOrderListSchema, {
        time_range_field: 'update_time',
        time_from: Math.floor(from / 1000),
        time_to: Math.floor(to / 1000),
        page_size: Math.min(query.pageSize, 100),
        cursor: shopeeCursor,
        response_optional_fields: 'order_status',
      });
      const details = await orderDetails(
        shop,
        list.response.order_list.map((o) => o.order_sn),
      );
      let nextCursor: string | null = null;
      if (list.response.more) nextCursor = `${from}|${list.response.next_cursor}`;
      else if (to < query.updatedTo.getTime()) nextCursor = `${to}|`;
      const items = await Promise.all(
        details.map(async (order) => mapShopeeOrder(order, null, await escrow(shop, order))),
      );
      return { items, nextCursor };
    },

    async getOrder(shop, orderId, options) {
      const [order] = await orderDetails(shop, [orderId]);
      if (!order) throw new AdapterError('not_found', `Shopee order ${orderId} not found`, 'error_not_found');
      let tracking: string | null = null;
      if (['PROCESSED', 'SHIPPED', 'TO_CONFIRM_RECEIVE', 'COMPLETED'].includes(order.order_status)) {
        tracking = await trackingNumber(shop, orderId).catch((error) => {
          if (isAdapterError(error, 'not_found') || isAdapterError(error, 'invalid_input')) return null;
          throw error;
        });
      }
      if (options?.deferMoney && !UNPAID_STATUSES.includes(order.order_status))
        return { ...mapShopeeOrder(order, tracking, null), moneyDeferred: true };
      return mapShopeeOrder(order, tracking, await escrow(shop, order));
    },

    async getOrderMoney(shop, orderId) {
      const income = await escrowOf(shop, orderId);
      return income ? shopeeEscrowMoney(income) : null;
    },

    async getShippingOptions(shop, orderId): Promise<ShippingOptions> {
      const { response } = await client.get(
        shop,
        '/api/v2/logistics/get_shipping_parameter',
        shopeeShippingParameterSchema,
        { order_sn: orderId },
      );
      const addresses = response.pickup?.address_list ?? [];
      const address = addresses.find((a) => a.address_flag.includes('pickup_address')) ?? addresses[0];
      return {
        pickup: address
          ? {
              addressId: address.address_id,
              address: [address.address, address.city].filter(Boolean).join(', '),
              slots: address.time_slot_list.map(mapShopeePickupSlot),
            }
          : null,
        dropoff:
          response.info_needed?.dropoff || response.dropoff
            ? {
                branches: (response.dropoff?.branch_list ?? []).map((b) => ({
                  id: b.branch_id,
                  name: [b.address, b.city].filter(Boolean).join(', '),
                })),
              }
            : null,
      };
    },

    async shipOrder(shop, input) {
      const body: Record<string, unknown> = { order_sn: input.orderId };
      if (input.method === 'pickup') {
        body.pickup = { address_id: Number(input.addressId), pickup_time_id: input.slotId };
      } else {
        body.dropoff = input.branchId ? { branch_id: Number(input.branchId) } : {};
      }
      await client.post(shop, '/api/v2/logistics/ship_order', shopeeEnvelopeSchema, body);
      return { trackingNumber: await trackingNumber(shop, input.orderId) };
    },

    // create -> poll the result until READY -> download (reference 1.6 shipping flow).
    async getShippingDocument(shop, orderId) {
      const orderList = [{ order_sn: orderId, shipping_document_type: DOCUMENT_TYPE }];
      await client.post(shop, '/api/v2/logistics/create_shipping_document', shopeeEnvelopeSchema, {
        order_list: orderList,
      });
      for (let poll = 0; ; poll++) {
        const result = await client.post(
          shop,
          '/api/v2/logistics/get_shipping_document_result',
          shopeeDocumentResultSchema,
          { order_list: [{ order_sn: orderId }] },
        );
        const status = result.response.result_list[0]?.status;
        if (status === 'READY') break;
        if (status === 'FAILED' || poll >= 10) {
          throw new AdapterError(
            'platform',
            `Shipping document for ${orderId} is ${status ?? 'missing'}`,
            status,
            undefined,
            {
              retryable: status !== 'FAILED',
            },
          );
        }
        await context.sleep(500);
      }
      return client.download({
        path: '/api/v2/logistics/download_shipping_document',
        body: { shipping_document_type: DOCUMENT_TYPE, order_list: [{ order_sn: orderId }] },
        shop,
      });
    },

    chat: shopeeChat(client),
    boost: shopeeBoost(client),

    verifyWebhook: (request) => verifyShopeeWebhook(config.partnerKey, request),
    parseWebhook: parseShopeeWebhook,
  };
}
