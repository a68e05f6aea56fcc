import { describe, expect, it } from 'vitest';
import { aliasRange, customRange } from './date-range.ts';
import { alertFor, isCancelRequested, searchTextOf, shipByOf } from './order-rules.ts';

const ready = { status: 'ready_to_ship', cancelRequested: false } as const;

describe('which order changes the seller is told about', () => {
  it('a paid order seen for the first time, but not an unpaid one until it is paid', () => {
    expect(alertFor(null, ready)).toBe('ready_to_ship');
    expect(alertFor(null, { status: 'processed', cancelRequested: false })).toBe('new');
    expect(alertFor(null, { status: 'unpaid', cancelRequested: false })).toBeNull();
    expect(alertFor({ status: 'unpaid', cancelRequested: false }, ready)).toBe('ready_to_ship');
  });

  it('cancellations, returns and a new cancellation request; nothing when the status stays', () => {
    expect(alertFor(ready, { status: 'cancelled', cancelRequested: false })).toBe('cancelled');
    expect(alertFor(ready, { status: 'returned', cancelRequested: false })).toBe('returned');
    const requested = { status: 'cancel_requested', cancelRequested: true } as const;
    expect(alertFor(ready, requested)).toBe('cancel_requested');
    expect(alertFor(requested, requested)).toBeNull();
    expect(alertFor(requested, { status: 'cancelled', cancelRequested: false })).toBe('cancelled');
    expect(alertFor(ready, ready)).toBeNull();
    expect(alertFor(ready, { status: 'shipped', cancelRequested: false })).toBeNull();
  });

  it('a cancellation request is its own status, apart from a cancellation', () => {
    expect(isCancelRequested('cancel_requested')).toBe(true);
    expect(isCancelRequested('cancelled')).toBe(false);
  });
});

describe('order fields derived on sync', () => {
  const paidAt = new Date('2026-01-10T03:00:00Z');
  const createdAt = new Date('2026-01-10T02:00:00Z');

  it('ship-by is two days after payment while the order is still to be shipped', () => {
    expect(shipByOf({ status: 'ready_to_ship', paidAt, createdAt })?.toISOString()).toBe(
      '2026-01-12T03:00:00.000Z',
    );
    expect(shipByOf({ status: 'processed', paidAt: null, createdAt })?.toISOString()).toBe(
      '2026-01-12T02:00:00.000Z',
    );
    expect(shipByOf({ status: 'shipped', paidAt, createdAt })).toBeNull();
  });

  it('search text holds order number, buyer, item names, SKUs and resi in lower case', () => {
    const text = searchTextOf({
      externalId: '2601ABC',
      buyerName: 'Budi Santoso',
      trackingNumber: 'SPXID123',
      items: [
        {
          externalItemId: '1',
          productExternalId: 'p',
          variantExternalId: null,
          sku: 'KAOS-L',
          name: 'Kaos Hitam',
          quantity: 1,
          price: 50_000,
        },
      ],
    });
    expect(text).toBe('2601abc budi santoso kaos hitam kaos-l spxid123');
  });
});

describe('date filters in Jakarta days', () => {
  // 2026-03-05 01:30 in Jakarta is still 2026-03-04 in UTC.
  const now = new Date('2026-03-04T18:30:00Z');

  it('today starts at Jakarta midnight; 7 days and 1 month reach back whole days', () => {
    expect(aliasRange('today', now).from.toISOString()).toBe('2026-03-04T17:00:00.000Z');
    expect(aliasRange('last7days', now).from.toISOString()).toBe('2026-02-26T17:00:00.000Z');
    expect(aliasRange('last1month', now).from.toISOString()).toBe('2026-02-03T17:00:00.000Z');
  });

  it('a custom range covers both named days whole', () => {
    const range = customRange('2026-03-01', '2026-03-02');
    expect(range.from?.toISOString()).toBe('2026-02-28T17:00:00.000Z');
    expect(range.to?.toISOString()).toBe('2026-03-02T17:00:00.000Z');
  });
});
