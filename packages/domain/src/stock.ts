/**
 * Central stock arithmetic (issue 4): one quantity per master SKU, what each linked listing is told,
 * and the order states that take or give back units.
 */

import type { OrderStatus } from './order-status.ts';

/**
 * Units are taken once an order is paid or ready; a cancellation or return gives them back. A
 * cancellation request still holds them: the seller may turn it down and must then ship.
 */
export function orderStockEffect(status: OrderStatus): 'take' | 'release' | 'none' {
  if (
    status === 'ready_to_ship' ||
    status === 'processed' ||
    status === 'shipped' ||
    status === 'completed' ||
    status === 'cancel_requested'
  )
    return 'take';
  if (status === 'cancelled' || status === 'returned') return 'release';
  return 'none';
}

/** The quantity pushed to marketplaces: central stock less the buffer, never below zero. */
export function pushQuantity(centralStock: number, buffer: number): number {
  return Math.max(0, centralStock - Math.max(0, buffer));
}

/**
 * Applies a change to the central stock. Stock never silently goes below zero: the stored quantity
 * stops at 0 and the shortfall is reported so the SKU can be flagged oversold.
 */
export function applyStockChange(before: number, delta: number): { after: number; oversoldBy: number } {
  const raw = before + delta;
  return raw < 0 ? { after: 0, oversoldBy: -raw } : { after: raw, oversoldBy: 0 };
}

export const STOCK_CHANGE_REASONS = ['order', 'cancellation', 'manual', 'import', 'push'] as const;
export type StockChangeReason = (typeof STOCK_CHANGE_REASONS)[number];

/** Stock filter of the product lists. `low` is at or below this many units. */
export const LOW_STOCK_THRESHOLD = 5;
