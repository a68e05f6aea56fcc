import { describe, expect, it } from 'vitest';
import { shopeeItemSchema, shopeeModelListSchema, shopeeOrderSchema } from '../schemas.ts';
import { mapShopeeOrder, shopeeOrderStatus } from './order.ts';
import { mapShopeeProduct } from './product.ts';

const item = shopeeItemSchema.parse({
  item_id: 800123,
  category_id: 100017,
  item_name: 'Kaos Polos Katun Combed 30s',
  description: 'Bahan adem',
  item_sku: 'KAOS-01',
  update_time: 1735689600,
  item_status: 'NORMAL',
  price_info: [{ current_price: 45000, original_price: 50000 }],
  stock_info_v2: { summary_info: { total_available_stock: 0 } },
  image: { image_url_list: ['https://cf.shopee.co.id/file/a'], image_id_list: ['id-a'] },
  weight: '0.25',
  dimension: { package_length: 30, package_width: 20, package_height: 2 },
  attribute_list: [
    {
      attribute_id: 100001,
      original_attribute_name: 'Bahan',
      attribute_value_list: [{ value_id: 7, original_value_name: 'Katun' }],
    },
  ],
  logistic_info: [
    { logistic_id: 8003, enabled: true },
    { logistic_id: 8005, enabled: false },
  ],
  condition: 'USED',
  has_model: true,
});

describe('Shopee product mapper', () => {
  it('maps models to variants named by their tier options', () => {
    const models = shopeeModelListSchema.parse({
      response: {
        tier_variation: [
          { name: 'Warna', option_list: [{ option: 'Hitam' }, { option: 'Putih' }] },
          { name: 'Ukuran', option_list: [{ option: 'M' }, { option: 'L' }] },
        ],
        model: [
          {
            model_id: 1,
            model_sku: 'K-H-L',
            tier_index: [0, 1],
            price_info: [{ original_price: 52000 }],
            // A flash sale holds 3 of the 4 units.
            stock_info_v2: { summary_info: { total_reserved_stock: 3 }, seller_stock: [{ stock: 4 }] },
          },
          {
            model_id: 2,
            model_sku: 'K-P-M',
            tier_index: [1, 0],
            price_info: [{ original_price: 50000 }],
            stock_info_v2: { seller_stock: [{ stock: 0 }] },
          },
        ],
      },
    }).response;
    const product = mapShopeeProduct(item, models);
    expect(product).toMatchObject({
      externalId: '800123',
      status: 'live',
      platformStatus: 'NORMAL',
      weightGrams: 250,
      categoryId: '100017',
      platformImages: [{ imageId: 'id-a', url: 'https://cf.shopee.co.id/file/a' }],
      attributes: [{ id: '100001', name: 'Bahan', value: 'Katun' }],
      dimensions: { lengthCm: 30, widthCm: 20, heightCm: 2 },
      condition: 'used',
      logistics: ['8003'],
      tiers: [
        { name: 'Warna', options: ['Hitam', 'Putih'] },
        { name: 'Ukuran', options: ['M', 'L'] },
      ],
    });
    expect(product.variants).toEqual([
      {
        externalId: '1',
        sku: 'K-H-L',
        name: 'Hitam / L',
        options: ['Hitam', 'L'],
        price: 52000,
        stock: 4,
        reserved: 3,
      },
      {
        externalId: '2',
        sku: 'K-P-M',
        name: 'Putih / M',
        options: ['Putih', 'M'],
        price: 50000,
        stock: 0,
        reserved: 0,
      },
    ]);
  });

  it('gives a product without models one variant and marks it sold out at zero stock', () => {
    const product = mapShopeeProduct({ ...item, has_model: false }, null);
    expect(product.status).toBe('soldout');
    expect(product.tiers).toEqual([]);
    expect(product.variants).toEqual([
      {
        externalId: '800123',
        sku: 'KAOS-01',
        name: item.item_name,
        options: [],
        price: 50000,
        stock: 0,
        reserved: 0,
      },
    ]);
    expect(mapShopeeProduct({ ...item, item_status: 'BANNED' }, null).status).toBe('violation');
    expect(mapShopeeProduct({ ...item, item_status: 'UNLIST' }, null).status).toBe('unlisted');
  });
});

describe('Shopee order mapper', () => {
  it('maps IN_CANCEL to a cancellation request, not a cancellation', () => {
    expect(shopeeOrderStatus('IN_CANCEL')).toBe('cancel_requested');
    expect(shopeeOrderStatus('CANCELLED')).toBe('cancelled');
  });

  it('maps the order and keeps the platform status', () => {
    const order = shopeeOrderSchema.parse({
      order_sn: '250101ABCDEF',
      order_status: 'READY_TO_SHIP',
      create_time: 1735689600,
      update_time: 1735693200,
      pay_time: 1735689700,
      buyer_username: 'budi_s',
      recipient_address: {
        name: 'Budi',
        phone: '6281234',
        full_address: 'Jl. Merdeka 1',
        city: 'Bandung',
        state: 'Jawa Barat',
        zipcode: '40111',
      },
      item_list: [
        {
          item_id: 800123,
          item_name: 'Kaos',
          item_sku: 'KAOS-01',
          model_id: 1,
          model_sku: 'K-H-L',
          model_name: 'Hitam, L',
          model_quantity_purchased: 2,
          model_discounted_price: 45000,
        },
        {
          item_id: 800124,
          item_name: 'Topi',
          item_sku: 'TOPI',
          model_id: 0,
          model_quantity_purchased: 1,
          model_original_price: 30000,
        },
      ],
      total_amount: 129000,
      estimated_shipping_fee: 9000,
      payment_method: 'ShopeePay',
      shipping_carrier: 'SPX Standard',
    });
    const mapped = mapShopeeOrder(order, 'SPXID123');
    expect(mapped).toMatchObject({
      externalId: '250101ABCDEF',
      status: 'ready_to_ship',
      platformStatus: 'READY_TO_SHIP',
      buyerName: 'budi_s',
      recipient: { city: 'Bandung', province: 'Jawa Barat', postalCode: '40111' },
      // Without an escrow detail: listed prices, their discount and the courier's estimate; the rest
      // of the total is named as an adjustment.
      money: {
        itemsSubtotal: 120000,
        sellerDiscount: 0,
        shippingFee: 9000,
        otherAdjustment: 0,
        totalPaid: 129000,
        seller: null,
      },
      trackingNumber: 'SPXID123',
      paidAt: new Date(1735689700 * 1000),
    });
    expect(mapped.items).toEqual([
      {
        externalItemId: '800123:1',
        productExternalId: '800123',
        variantExternalId: '1',
        sku: 'K-H-L',
        // The variant the buyer chose, as the picking list and the order detail show it.
        name: 'Kaos (Hitam, L)',
        quantity: 2,
        price: 45000,
      },
      {
        externalItemId: '800124:0',
        productExternalId: '800124',
        variantExternalId: null,
        sku: 'TOPI',
        name: 'Topi',
        quantity: 1,
        price: 30000,
      },
    ]);
  });
});
