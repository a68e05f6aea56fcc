import type { StockLogEntry } from '@booster/contracts';
import { STOCK_CHANGE_REASONS } from '@booster/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/setup.ts';
import { formatChange, toLogRow } from './log-rows.ts';
import { REASON_LABEL_KEYS } from './stock-reasons.ts';

const entry = (overrides: Partial<StockLogEntry>): StockLogEntry => ({
  _id: 'log1',
  masterSkuId: 'sku1',
  sku: 'KAOS-M-L',
  productName: 'Kaos Polos',
  before: 5,
  after: 3,
  change: -2,
  reason: 'order',
  reference: 'INV-001',
  shopname: 'Toko Jaya',
  marketplace: 'tokopedia',
  actor: null,
  createdAt: '2026-11-20T17:05:00.000Z',
  ...overrides,
});

describe('reason labels', () => {
  it('names every reason as the spec does in Indonesian', () => {
    const t = i18n.getFixedT('id', 'stock');
    expect(STOCK_CHANGE_REASONS.map((reason) => t(REASON_LABEL_KEYS[reason]))).toEqual([
      'Pesanan',
      'Pembatalan',
      'Ubah Manual',
      'Impor',
      'Push',
    ]);
  });
});

describe('toLogRow', () => {
  it('shows Jakarta time, before → after, a signed change and the shop with its marketplace', () => {
    expect(toLogRow(entry({}))).toEqual({
      id: 'log1',
      time: '21-11-2026 00:05',
      sku: 'KAOS-M-L',
      product: 'Kaos Polos',
      movement: '5 → 3',
      change: '-2',
      direction: 'down',
      reasonKey: 'reason.order',
      reference: 'INV-001',
      shop: 'Toko Jaya (Tokopedia)',
      actor: null,
    });
  });

  it('fills a dash where there is no reference or shop and keeps the actor', () => {
    const row = toLogRow(
      entry({
        change: 4,
        before: 1,
        after: 5,
        reason: 'manual',
        reference: null,
        shopname: null,
        marketplace: null,
        actor: 'Budi',
      }),
    );
    expect([row.change, row.direction, row.reference, row.shop, row.actor]).toEqual([
      '+4',
      'up',
      '-',
      '-',
      'Budi',
    ]);
  });

  it('writes a zero change without a sign', () => {
    expect(formatChange(0)).toBe('0');
  });
});
