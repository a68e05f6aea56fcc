import type { AdapterContext } from '../core/context.ts';
import { offsetPage } from '../core/paging.ts';
import { AdapterError, type MarketplaceAdapter, type ShopCredentials } from '../core/port.ts';
import { inGroups } from '../core/stock-updates.ts';
import { lazadaAuthorizeUrl, lazadaExchangeCode, lazadaRefresh } from './auth.ts';
import { lazadaChat } from './chat.ts';
import { createLazadaClient, type LazadaConfig } from './client.ts';
import { lazadaListingCalls } from './listing.ts';
import { financeWindow, hasFinance } from './mappers/finance.ts';
import { mapLazadaOrder } from './mappers/order.ts';
import { mapLazadaProduct } from './mappers/product.ts';
import {
  type LazadaOrder,
  type LazadaOrderItem,
  lazadaAnySchema,
  lazadaDocumentSchema,
  lazadaMultipleOrderItemsSchema,
  lazadaOrderOneSchema,
  lazadaOrdersSchema,
  lazadaPackSchema,
  lazadaProductItemSchema,
  lazadaProductsSchema,
  lazadaProvidersSchema,
  lazadaRtsSchema,
  lazadaSellerSchema,
  lazadaTransactionsSchema,
} from './schemas.ts';
import { parseLazadaWebhook, verifyLazadaWebhook } from './webhooks.ts';

/** UpdatePriceQuantity: at most 50 SKUs a call. */
const SKUS_PER_CALL = 50;
/** QueryTransactionDetails: at most 500 rows a call. */
const FINANCE_PAGE = 500;

export function createLazadaAdapter(config: LazadaConfig, context: AdapterContext): MarketplaceAdapter {
  const client = createLazadaClient(config, context);

  /** GetMultipleOrderItems, 50 orders a call (the sandbox enforces the same cap). */
  async function orderItems(shop: ShopCredentials, orders: LazadaOrder[]) {
    const items = new Map<string, LazadaOrderItem[]>();
    for (let start = 0; start < orders.length; start += 50) {
      const chunk = orders.slice(start, start + 50);
      const result = await client.get(shop, '/orders/items/get', lazadaMultipleOrderItemsSchema, {
        order_ids: `[${chunk.map((o) => o.order_id).join(',')}]`,
      });
      for (const entry of result) items.set(entry.order_id, entry.order_items);
    }
    return items;
  }

  function getProduct(shop: ShopCredentials, productId: string) {
    return client.get(shop, '/product/item/get', lazadaProductItemSchema, { item_id: productId });
  }

  /** UpdatePriceQuantity takes one SKU; without a variant the product's single SKU is meant. */
  async function updateSkus(
    shop: ShopCredentials,
    updates: readonly { productId: string; variantId: string | null; fields: Record<string, number> }[],
  ) {
    const skus = [];
    for (const u of updates) {
      const skuId = u.variantId ?? (await getProduct(shop, u.productId)).skus[0]?.SkuId;
      if (!skuId) throw new AdapterError('not_found', `Lazada item ${u.productId} has no SKU`, 'no_sku');
      skus.push({ ItemId: u.productId, SkuId: skuId, ...u.fields });
    }
    await client.post(shop, '/product/price_quantity/update', lazadaAnySchema, {
      payload: JSON.stringify({ Request: { Product: { Skus: { Sku: skus } } } }),
    });
  }

  const updateSku = (
    shop: ShopCredentials,
    productId: string,
    variantId: string | null,
    fields: Record<string, number>,
  ) => updateSkus(shop, [{ productId, variantId, fields }]);

  /**
   * QueryTransactionDetails of one order (none before payment or once cancelled): its rows between the
   * day before it was placed and up to 179 days later (the API takes less than 180), 500 a page.
   */
  async function financeOf(shop: ShopCredentials, order: LazadaOrder) {
    if (!hasFinance(order)) return [];
    const window = financeWindow(order, context.now());
    const rows = [];
    for (let offset = 0; ; offset += FINANCE_PAGE) {
      const page = await client.get(shop, '/finance/transaction/details/get', lazadaTransactionsSchema, {
        trade_order_id: order.order_id,
        ...window,
        offset,
        limit: FINANCE_PAGE,
      });
      rows.push(...page);
      if (page.length < FINANCE_PAGE) return rows;
    }
  }

  async function loadOrder(shop: ShopCredentials, orderId: string) {
    const order = await client.get(shop, '/order/get', lazadaOrderOneSchema, { order_id: orderId });
    const items = (await orderItems(shop, [order])).get(order.order_id) ?? [];
    return { order, items };
  }

  return {
    key: 'lazada',
    pushesOrderChanges: true,

    authorizeUrl: (input) => lazadaAuthorizeUrl(client, input),
    exchangeCode: (input) => lazadaExchangeCode(client, context.now(), input.code),
    refreshToken: (credentials) => lazadaRefresh(client, context.now(), credentials),

    async getShopInfo(shop) {
      const seller = await client.get(shop, '/seller/get', lazadaSellerSchema);
      return { shopId: seller.seller_id, shopName: seller.name, region: seller.location || 'ID' };
    },

    listProducts: (shop, query) =>
      offsetPage(
        query,
        50,
        async (offset, limit) => {
          const data = await client.get(shop, '/products/get', lazadaProductsSchema, {
            filter: 'all',
            offset,
            limit,
            update_after: query.updatedAfter?.toISOString(),
          });
          return { rows: data.products, total: data.total_products };
        },
        (rows) => rows.map((row) => mapLazadaProduct(row, context.now())),
      ),

    async getProduct(shop, productId) {
      return mapLazadaProduct(await getProduct(shop, productId), context.now());
    },

    updateStock: (shop, input) =>
      updateSku(shop, input.productId, input.variantId, { Quantity: input.stock }),
    // UpdatePriceQuantity takes up to 50 SKUs of any items in one call.
    updateStocks: (shop, updates) =>
      inGroups(
        updates,
        () => shop.shopId,
        SKUS_PER_CALL,
        async (group) => {
          await updateSkus(
            shop,
            group.map((u) => ({ ...u, fields: { Quantity: u.stock } })),
          );
          return group.map(() => null);
        },
      ),
    updatePrice: (shop, input) => updateSku(shop, input.productId, input.variantId, { Price: input.price }),

    ...lazadaListingCalls(client),

    listOrders: (shop, query) =>
      offsetPage(
        query,
        100,
        async (offset, limit) => {
          const data = await client.get(shop, '/orders/get', lazadaOrdersSchema, {
            update_after: query.updatedFrom.toISOString(),
            update_before: query.updatedTo.toISOString(),
            offset,
            limit,
            sort_by: 'updated_at',
            sort_direction: 'DESC',
          });
          return { rows: data.orders, total: data.countTotal };
        },
        async (orders) => {
          const items = await orderItems(shop, orders);
          return Promise.all(
            orders.map(async (order) =>
              mapLazadaOrder(order, items.get(order.order_id) ?? [], await financeOf(shop, order)),
            ),
          );
        },
      ),

    async getOrder(shop, orderId, options) {
      const { order, items } = await loadOrder(shop, orderId);
      if (options?.deferMoney && hasFinance(order))
        return { ...mapLazadaOrder(order, items), moneyDeferred: true };
      return mapLazadaOrder(order, items, await financeOf(shop, order));
    },

    async getOrderMoney(shop, orderId) {
      const { order, items } = await loadOrder(shop, orderId);
      return mapLazadaOrder(order, items, await financeOf(shop, order)).money;
    },

    // Lazada has no pickup slots: the seller packs with a provider and the 3PL collects (dropship).
    async getShippingOptions(shop, orderId) {
      const { items } = await loadOrder(shop, orderId);
      const data = await client.get(shop, '/order/shipment/providers/get', lazadaProvidersSchema, {
        getShipmentProvidersReq: JSON.stringify({
          shipping_allocate_type: 'TFS',
          orders: [{ order_id: Number(orderId), order_item_ids: items.map((i) => Number(i.order_item_id)) }],
        }),
      });
      return {
        pickup: null,
        dropoff: { branches: data.shipment_providers.map((p) => ({ id: p.provider_code, name: p.name })) },
      };
    },

    async shipOrder(shop, input) {
      const { items } = await loadOrder(shop, input.orderId);
      const packReq: Record<string, unknown> = {
        pack_order_list: [
          { order_id: Number(input.orderId), order_item_list: items.map((i) => Number(i.order_item_id)) },
        ],
        delivery_type: 'dropship',
        shipping_allocate_type: 'TFS',
      };
      if (input.method === 'dropoff' && input.branchId) packReq.shipment_provider_code = input.branchId;
      const packed = await client.post(shop, '/order/fulfill/pack', lazadaPackSchema, {
        packReq: JSON.stringify(packReq),
      });
      const lines = packed.pack_order_list.flatMap((o) => o.order_item_list);
      const failed = lines.find((line) => line.item_err_code && line.item_err_code !== '0');
      if (failed)
        throw new AdapterError('invalid_input', failed.msg || 'Pack rejected', failed.item_err_code);
      const packageIds = [...new Set(lines.map((line) => line.package_id).filter(Boolean))];
      const rts = await client.post(shop, '/order/package/rts', lazadaRtsSchema, {
        readyToShipReq: JSON.stringify({ packages: packageIds.map((id) => ({ package_id: id })) }),
      });
      const rejected = rts.packages.find((p) => p.item_err_code && p.item_err_code !== '0');
      if (rejected)
        throw new AdapterError(
          'invalid_input',
          rejected.msg || 'Ready-to-ship rejected',
          rejected.item_err_code,
        );
      return { trackingNumber: lines.find((line) => line.tracking_number)?.tracking_number ?? '' };
    },

    async getShippingDocument(shop, orderId) {
      const { items } = await loadOrder(shop, orderId);
      const packageId = items.find((i) => i.package_id)?.package_id;
      if (!packageId)
        throw new AdapterError('invalid_input', `Order ${orderId} has not been packed yet`, 'not_packed');
      const document = await client.get(shop, '/order/package/document/get', lazadaDocumentSchema, {
        getDocumentReq: JSON.stringify({ doc_type: 'PDF', packages: [{ package_id: packageId }] }),
      });
      return client.download(document.pdf_url, shop.shopId);
    },

    chat: lazadaChat(client, context),

    verifyWebhook: (request) => verifyLazadaWebhook(config.appKey, config.appSecret, request),
    parseWebhook: parseLazadaWebhook,
  };
}
