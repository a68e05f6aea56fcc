import type { LazadaOrder } from '../schemas.ts';
import { lazadaOrderStatus } from './order.ts';
import { parseLazadaTime } from './time.ts';

const DAY = 86_400_000;
const JAKARTA = 7 * 3_600_000;
/** QueryTransactionDetails refuses a range of 180 days or more. */
const MAX_DAYS = 179;

/** Lazada posts finance transactions for paid orders only, and none for a cancelled one. */
export function hasFinance(order: LazadaOrder): boolean {
  const status = lazadaOrderStatus(order.statuses[0] ?? 'unknown');
  return status !== 'unpaid' && status !== 'cancelled';
}

const jakartaDate = (ms: number) => new Date(ms + JAKARTA).toISOString().slice(0, 10);

/**
 * The `start_time` / `end_time` (Jakarta dates) to find an order's transactions: from the day before it
 * was placed, for as long as the API allows, never past today.
 */
export function financeWindow(order: LazadaOrder, now: Date) {
  const start = parseLazadaTime(order.created_at).getTime() - DAY;
  const end = Math.max(start, Math.min(start + MAX_DAYS * DAY, now.getTime()));
  return { start_time: jakartaDate(start), end_time: jakartaDate(end) };
}
