import { fromJakarta, jakartaParts } from '@booster/domain';
import { epochToDate } from '../../core/context.ts';
import type { PickupSlot } from '../../core/port.ts';

const HOURS = /(\d{1,2})[:.](\d{2})\s*[-–]\s*(\d{1,2})[:.](\d{2})/;

/**
 * A Shopee pickup slot: `date` is the pickup day, `time_text` (some channels) its hours such as
 * "09:00-12:00" in Indonesian time. Both together give the slot's start and end.
 */
export function mapShopeePickupSlot(slot: {
  pickup_time_id: string;
  date?: number;
  time_text?: string;
}): PickupSlot {
  const day = slot.date ? epochToDate(slot.date) : null;
  const label = slot.time_text || (day ? day.toISOString() : slot.pickup_time_id);
  const hours = HOURS.exec(slot.time_text ?? '');
  if (!day || !hours) return { id: slot.pickup_time_id, label, start: day, end: null };
  const p = jakartaParts(day);
  const [h1, m1, h2, m2] = hours.slice(1).map(Number) as [number, number, number, number];
  const start = fromJakarta(p.year, p.month, p.day, h1, m1);
  const end = fromJakarta(p.year, p.month, p.day, h2, m2);
  return { id: slot.pickup_time_id, label, start, end };
}
