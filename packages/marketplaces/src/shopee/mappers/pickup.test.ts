import { describe, expect, it } from 'vitest';
import { mapShopeePickupSlot } from './pickup.ts';

describe('Shopee pickup slots', () => {
  it('reads the hours of time_text on the Jakarta day of date', () => {
    // 24 Nov 2026 00:00 UTC is 07:00 in Jakarta, the same day.
    const slot = mapShopeePickupSlot({
      pickup_time_id: 'slot_1',
      date: 1_795_478_400,
      time_text: '2026-11-24 09:00-12:00',
    });
    expect(slot.start?.toISOString()).toBe('2026-11-24T02:00:00.000Z');
    expect(slot.end?.toISOString()).toBe('2026-11-24T05:00:00.000Z');
  });

  it('keeps the day alone without hours, and the platform text as the fallback label', () => {
    const slot = mapShopeePickupSlot({ pickup_time_id: 'slot_2', date: 1_795_478_400, time_text: 'Now' });
    expect(slot).toMatchObject({ label: 'Now', end: null });
    expect(slot.start?.toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(mapShopeePickupSlot({ pickup_time_id: 'slot_3' })).toEqual({
      id: 'slot_3',
      label: 'slot_3',
      start: null,
      end: null,
    });
  });
});
