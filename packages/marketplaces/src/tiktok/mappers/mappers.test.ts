import { describe, expect, it } from 'vitest';
import { tiktokMessageSchema } from '../chat-schemas.ts';
import { tiktokOrderSchema, tiktokProductSchema } from '../schemas.ts';
import { mapTiktokMessage } from './chat.ts';
import { mapTiktokOrder, tiktokOrderStatus } from './order.ts';
import { mapTiktokProduct } from './product.ts';

describe('TikTok Shop mappers', () => {
  it('folds one-line-per-unit items into quantities and reads the address levels', () => {
    const line = {
      product_id: '17',
      product_name: 'Sepatu',
      sku_id: '90',
      sku_name: '42',
      seller_sku: 'SP-42',
      sale_price: '150000',
    };
    const order = mapTiktokOrder(
      tiktokOrderSchema.parse({
        id: '5764',
        status: 'AWAITING_COLLECTION',
        create_time: 1735689600,
        paid_time: 1735689660,
        recipient_address: {
          name: 'Siti',
          phone_number: '(+62)812',
          full_address: 'Jl. Sudirman 5',
          postal_code: '10220',
          district_info: [
            { address_level: 'L0', address_name: 'Indonesia' },
            { address_level: 'L1', address_name: 'DKI Jakarta' },
            { address_level: 'L2', address_name: 'Jakarta Pusat' },
          ],
        },
        payment: {
          total_amount: '309000',
          sub_total: '300000',
          original_total_product_price: '320000',
          seller_discount: '15000',
          platform_discount: '5000',
          shipping_fee: '9000',
          original_shipping_fee: '19000',
          shipping_fee_platform_discount: '10000',
        },
        line_items: [
          { id: 'a', ...line },
          { id: 'b', ...line },
        ],
        packages: [{ id: 'pkg1' }],
      }),
    );
    expect(order).toMatchObject({
      status: 'processed',
      platformStatus: 'AWAITING_COLLECTION',
      money: {
        itemsSubtotal: 320000,
        sellerDiscount: 15000,
        platformDiscount: 5000,
        shippingFee: 19000,
        shippingSellerDiscount: 0,
        shippingPlatformDiscount: 10000,
        buyerFees: 0,
        otherAdjustment: 0,
        totalPaid: 309000,
        seller: null,
      },
    });
    expect(order.recipient).toMatchObject({ city: 'Jakarta Pusat', province: 'DKI Jakarta' });
    expect(order.items).toEqual([
      {
        externalItemId: 'a',
        productExternalId: '17',
        variantExternalId: '90',
        sku: 'SP-42',
        name: 'Sepatu (42)',
        quantity: 2,
        price: 150000,
      },
    ]);
    expect(order.updatedAt).toEqual(order.createdAt);
  });

  it('maps statuses', () => {
    expect(tiktokOrderStatus('UNPAID')).toBe('unpaid');
    expect(tiktokOrderStatus('IN_TRANSIT')).toBe('shipped');
    expect(tiktokOrderStatus('CANCELLED')).toBe('cancelled');
  });

  it("reads a buyer's pending cancellation request, not a cancellation, while the order awaits shipment", () => {
    expect(tiktokOrderStatus('AWAITING_SHIPMENT', true)).toBe('cancel_requested');
    expect(tiktokOrderStatus('AWAITING_COLLECTION', true)).toBe('cancel_requested');
    // Once shipped (or already cancelled) the flag no longer describes a request to answer.
    expect(tiktokOrderStatus('IN_TRANSIT', true)).toBe('shipped');
    expect(tiktokOrderStatus('CANCELLED', true)).toBe('cancelled');
    expect(tiktokOrderStatus('AWAITING_SHIPMENT', false)).toBe('ready_to_ship');
  });

  it('maps a product with grams and a sold-out state', () => {
    const product = mapTiktokProduct(
      tiktokProductSchema.parse({
        id: '17',
        title: 'Sepatu',
        status: 'ACTIVATE',
        category_chains: [
          { id: '1', is_leaf: false },
          { id: '2', is_leaf: true },
        ],
        main_images: [{ urls: ['https://img/1', 'https://img/1-small'] }],
        skus: [
          {
            id: '90',
            seller_sku: 'SP-42',
            price: { sale_price: '150000' },
            inventory: [{ warehouse_id: 'w', quantity: 0 }],
          },
        ],
        package_weight: { value: '800', unit: 'GRAM' },
        update_time: 1735689600,
      }),
    );
    expect(product).toMatchObject({
      status: 'soldout',
      categoryId: '2',
      weightGrams: 800,
      images: ['https://img/1'],
    });
  });

  it('reads tiers, variant options, image uris, attributes, package and logistics of a detail', () => {
    const sku = (id: string, color: string, size: string) => ({
      id,
      seller_sku: `KS-${id}`,
      price: { sale_price: '59000' },
      inventory: [{ warehouse_id: 'w', quantity: 3 }],
      sales_attributes: [
        { name: 'Warna', value_name: color },
        { name: 'Ukuran', value_name: size },
      ],
    });
    const product = mapTiktokProduct(
      tiktokProductSchema.parse({
        id: '17',
        title: 'Kaos',
        description: '<p>Bahan katun &amp; adem</p><p>Jahitan rapi</p>',
        status: 'ACTIVATE',
        main_images: [{ uri: 'tos/abc', urls: ['https://img/abc'] }],
        product_attributes: [{ id: '100', name: 'Merek', values: [{ id: '0', name: 'Erigo' }] }],
        skus: [sku('1', 'Hitam', 'M'), sku('2', 'Hitam', 'L'), sku('3', 'Putih', 'M')],
        package_weight: { value: '0.25', unit: 'KILOGRAM' },
        package_dimensions: { length: '20', width: '15', height: '5', unit: 'CENTIMETER' },
        is_pre_owned: true,
        delivery_options: [
          { id: '7001', name: 'J&T', is_available: true },
          { id: '7002', name: 'SiCepat', is_available: false },
        ],
      }),
    );
    expect(product).toMatchObject({
      description: 'Bahan katun & adem\nJahitan rapi',
      platformImages: [{ imageId: 'tos/abc', url: 'https://img/abc' }],
      attributes: [{ id: '100', name: 'Merek', value: 'Erigo' }],
      tiers: [
        { name: 'Warna', options: ['Hitam', 'Putih'] },
        { name: 'Ukuran', options: ['M', 'L'] },
      ],
      weightGrams: 250,
      dimensions: { lengthCm: 20, widthCm: 15, heightCm: 5 },
      condition: 'used',
      logistics: ['7001'],
    });
    expect(product.variants.map((v) => v.options)).toEqual([
      ['Hitam', 'M'],
      ['Hitam', 'L'],
      ['Putih', 'M'],
    ]);
  });

  it('reads TEXT message content from its JSON string', () => {
    const message = tiktokMessageSchema.parse({
      id: 'm1',
      type: 'TEXT',
      content: '{"content":"Kak, ready?"}',
      create_time: 1735689600,
      sender: { role: 'BUYER' },
    });
    expect(mapTiktokMessage(message, 'c1')).toMatchObject({
      body: { kind: 'text', text: 'Kak, ready?' },
      sender: 'buyer',
      conversationId: 'c1',
    });
  });
});
