import { describe, expect, it } from 'vitest';
import { tiktokMessageSchema, tiktokOrderSchema, tiktokProductSchema } from '../schemas.ts';
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
        payment: { total_amount: '309000', shipping_fee: '9000' },
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
      totalAmount: 309000,
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

  it('reads TEXT message content from its JSON string', () => {
    const message = tiktokMessageSchema.parse({
      id: 'm1',
      type: 'TEXT',
      content: '{"content":"Kak, ready?"}',
      create_time: 1735689600,
      sender: { role: 'BUYER' },
    });
    expect(mapTiktokMessage(message, 'c1')).toMatchObject({
      text: 'Kak, ready?',
      from: 'buyer',
      conversationId: 'c1',
    });
  });
});
