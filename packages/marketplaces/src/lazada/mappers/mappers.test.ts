import { describe, expect, it } from 'vitest';
import { lazadaMessageSchema } from '../chat-schemas.ts';
import { lazadaOrderItemSchema, lazadaOrderSchema, lazadaProductSchema } from '../schemas.ts';
import { mapLazadaMessage } from './chat.ts';
import { lazadaOrderStatus, mapLazadaOrder } from './order.ts';
import { mapLazadaProduct } from './product.ts';
import { parseLazadaTime } from './time.ts';

describe('Lazada mappers', () => {
  it('parses Lazada time strings with a +0700 offset', () => {
    expect(parseLazadaTime('2025-01-01 07:00:00 +0700').toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(parseLazadaTime('1735689600000').getTime()).toBe(1735689600000);
  });

  it("reads a SKU's running campaigns (channelInventories, Jakarta times) as its reserved units", () => {
    const product = lazadaProductSchema.parse({
      item_id: 5758254690,
      status: 'Active',
      attributes: { name: 'Lip Cream', description: '<p>Matte</p>' },
      skus: [
        {
          SkuId: 11212296431,
          SellerSku: 'LC-1',
          quantity: 1719,
          price: 8500,
          multiWarehouseInventories: [
            { warehouseCode: 'dropshipping', quantity: 1719, sellableQuantity: 1519 },
          ],
          channelInventories: [
            {
              channelName: 'flash',
              startTime: '2025-01-01 12:00:00',
              endTime: '2025-01-02 11:59:59',
              sellableQuantity: 200,
            },
            {
              channelName: 'over',
              startTime: '2024-12-01 00:00:00',
              endTime: '2024-12-02 00:00:00',
              sellableQuantity: 50,
            },
          ],
        },
        { SkuId: 11212296432, SellerSku: 'LC-2', quantity: 5, price: 8500, channelInventories: null },
      ],
    });
    // 12:30 in Jakarta: the flash sale runs, the December one is over.
    const variants = mapLazadaProduct(product, new Date('2025-01-01T05:30:00Z')).variants;
    expect(variants.map((v) => [v.sku, v.stock, v.reserved, v.reservedUntil?.toISOString()])).toEqual([
      ['LC-1', 1719, 200, '2025-01-02T04:59:59.000Z'],
      ['LC-2', 5, 0, undefined],
    ]);
    // 11:30 in Jakarta: not started yet.
    expect(mapLazadaProduct(product, new Date('2025-01-01T04:30:00Z')).variants[0].reserved).toBe(0);
  });

  it('maps an order with its items and tracking code', () => {
    const order = lazadaOrderSchema.parse({
      order_id: 260001,
      created_at: '2025-01-01 07:00:00 +0700',
      updated_at: '2025-01-01 08:00:00 +0700',
      price: '120000.00',
      shipping_fee: '10000.00',
      shipping_fee_original: '15000.00',
      shipping_fee_discount_platform: '5000.00',
      voucher: '10000.00',
      payment_method: 'COD',
      customer_first_name: 'Andi',
      address_shipping: {
        first_name: 'Andi',
        last_name: 'W',
        phone: '0812',
        address1: 'Jl. A',
        address3: 'Jawa Timur',
        city: 'Surabaya',
        post_code: '60111',
      },
      statuses: ['ready_to_ship'],
    });
    const item = lazadaOrderItemSchema.parse({
      order_item_id: 9001,
      product_id: 55,
      sku_id: 66,
      sku: 'SKU-1',
      name: 'Tas',
      variation: 'Warna:Hitam',
      item_price: '120000.00',
      paid_price: '110000.00',
      voucher_seller: '4000.00',
      voucher_platform: '6000.00',
      status: 'ready_to_ship',
      tracking_code: 'LXID1',
      shipment_provider: 'LEX ID',
    });
    const mapped = mapLazadaOrder(order, [item]);
    expect(mapped).toMatchObject({
      externalId: '260001',
      status: 'processed',
      // The buyer paid the items less vouchers plus shipping: Lazada's `price` leaves shipping out.
      money: {
        itemsSubtotal: 120000,
        sellerDiscount: 4000,
        platformDiscount: 6000,
        shippingFee: 15000,
        shippingPlatformDiscount: 5000,
        otherAdjustment: 0,
        totalPaid: 120000,
        seller: null,
      },
      trackingNumber: 'LXID1',
      courier: 'LEX ID',
      recipient: { name: 'Andi W', city: 'Surabaya', province: 'Jawa Timur' },
    });
    expect(mapped.items[0]).toMatchObject({
      externalItemId: '9001',
      variantExternalId: '66',
      name: 'Tas (Warna:Hitam)',
      quantity: 1,
      price: 120000,
    });
    expect(lazadaOrderStatus('canceled')).toBe('cancelled');
  });

  it('reads text chat content and who sent it', () => {
    const buyer = lazadaMessageSchema.parse({
      message_id: 'm',
      content: '{"txt":"Halo"}',
      from_account_type: 1,
      send_time: 1735689600000,
    });
    expect(mapLazadaMessage(buyer, 's1')).toMatchObject({
      body: { kind: 'text', text: 'Halo' },
      sender: 'buyer',
      conversationId: 's1',
    });
    const seller = lazadaMessageSchema.parse({
      message_id: 'n',
      content: '{"imgUrl":"https://img.example/x.jpg","width":640,"height":480}',
      from_account_type: 2,
      template_id: 3,
      send_time: 1,
    });
    expect(mapLazadaMessage(seller, 's1')).toMatchObject({
      body: { kind: 'image', image: { url: 'https://img.example/x.jpg', width: 640, height: 480 } },
      sender: 'seller',
    });
  });
});
