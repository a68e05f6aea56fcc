import { describe, expect, it } from 'vitest';
import { idsFromParams } from '../../../lib/paths.ts';
import { orderPaths } from './order-paths.ts';

describe('order paths', () => {
  it('addresses a Lazada order by its order-item id (spec 2)', () => {
    expect(orderPaths.detail({ _id: 'uuid-1', marketplace: 'lazada', orderItemId: '771234' })).toBe(
      '/panel/order/mp/lazada/771234/detail',
    );
  });

  it('addresses every other order, and a Lazada order without item id, by our id', () => {
    expect(orderPaths.detail({ _id: 'uuid-1', marketplace: 'shopee', orderItemId: '99' })).toBe(
      '/panel/order/mp/shopee/uuid-1/detail',
    );
    expect(orderPaths.detail({ _id: 'uuid-2', marketplace: 'lazada', orderItemId: null })).toBe(
      '/panel/order/mp/lazada/uuid-2/detail',
    );
  });

  it('carries the selection to the bulk pages and reads it back', () => {
    const path = orderPaths.printLabel('tiktok', ['a', 'b']);
    expect(path).toBe('/panel/order/mp/tiktok/bulk/print-label?ids=a,b');
    expect(idsFromParams(new URLSearchParams('ids=a,,b,a'))).toEqual(['a', 'b']);
  });
});
