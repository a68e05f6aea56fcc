import { describe, expect, it } from 'vitest';
import { defaultChoice, type ShippingOptions, shippingBodyOf } from './shipping-choice.ts';

function option(id: string, overrides: Partial<ShippingOptions> = {}): ShippingOptions {
  return {
    orderId: id,
    orderNumber: `SN-${id}`,
    pickup: {
      addressId: `addr-${id}`,
      address: 'Jl. Melati 1, Jakarta',
      slots: [
        { id: `${id}-s1`, label: 'Besok 09:00-12:00' },
        { id: `${id}-s2`, label: 'Besok 13:00-17:00' },
      ],
    },
    dropoff: { branches: [{ id: 'jne-1', name: 'JNE Kebayoran' }] },
    error: null,
    ...overrides,
  };
}

describe('shipping choice', () => {
  it('starts with pickup at the earliest slot when the orders offer pickup', () => {
    expect(defaultChoice([option('1'), option('2')])).toEqual({
      method: 'pickup',
      slotLabel: 'Besok 09:00-12:00',
      branchId: 'jne-1',
    });
  });

  it('starts with drop-off when most orders cannot be picked up', () => {
    const choice = defaultChoice([option('1', { pickup: null }), option('2', { pickup: null }), option('3')]);
    expect(choice.method).toBe('dropoff');
  });

  it('sends each order its own slot id for the chosen time, and leaves out orders that cannot ship', () => {
    const options = [option('1'), option('2', { error: 'Pesanan sudah dikirim' })];
    const body = shippingBodyOf(
      options,
      { method: 'pickup', slotLabel: 'Besok 13:00-17:00', branchId: null },
      new Map(),
    );
    expect(body.orders).toEqual([{ id: '1', method: 'pickup', addressId: 'addr-1', slotId: '1-s2' }]);
  });

  it('lets one order override the choice for all, and falls back to what an order offers', () => {
    const options = [option('1'), option('2'), option('3', { pickup: null })];
    const overrides = new Map([['2', { method: 'dropoff' as const, slotLabel: null, branchId: 'jne-1' }]]);
    const body = shippingBodyOf(options, defaultChoice(options), overrides);
    expect(body.orders).toEqual([
      { id: '1', method: 'pickup', addressId: 'addr-1', slotId: '1-s1' },
      { id: '2', method: 'dropoff', branchId: 'jne-1' },
      { id: '3', method: 'dropoff', branchId: 'jne-1' },
    ]);
  });
});
