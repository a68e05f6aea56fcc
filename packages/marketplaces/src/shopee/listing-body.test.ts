import { describe, expect, it } from 'vitest';
import { AdapterError } from '../core/port.ts';
import { naming, shopeeErrorField, shopeeLogisticInfo } from './listing-body.ts';

describe('Shopee listing errors', () => {
  it('names the ListingInput field an error_param message starts with', () => {
    expect(shopeeErrorField('item_name length should be between 20 and 120.')).toBe('name');
    expect(shopeeErrorField('image.image_id_list should have 1 to 9 images.')).toBe('images');
    expect(shopeeErrorField('original_price should be between 100 and 150000000.')).toBe('variants.0.price');
    expect(shopeeErrorField('item_sku length should be under 100.')).toBe('variants.0.sku');
    expect(shopeeErrorField('model[1].seller_stock should be between 0 and 999999.')).toBe(
      'variants.1.stock',
    );
    expect(shopeeErrorField('Wrong sign.')).toBeUndefined();
  });

  it('maps the model index of an add_model request to the variant it was built from', () => {
    expect(shopeeErrorField('model_list[0].original_price should be between', (i) => [3][i] ?? i)).toBe(
      'variants.3.price',
    );
  });

  it('leaves errors other than invalid_input as they are', async () => {
    const limited = new AdapterError('rate_limited', 'item_name busy', 'error_busy');
    await expect(naming(Promise.reject(limited))).rejects.toBe(limited);
    const named = naming(
      Promise.reject(new AdapterError('invalid_input', 'weight should be', 'error_param')),
    );
    await expect(named).rejects.toMatchObject({ kind: 'invalid_input', field: 'weightGrams' });
  });

  it('switches off the channels an edit no longer chooses', () => {
    expect(shopeeLogisticInfo(['8003'], ['8003', '8005'])).toEqual([
      { logistic_id: 8003, enabled: true },
      { logistic_id: 8005, enabled: false },
    ]);
  });
});
