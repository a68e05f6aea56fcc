import { orderStatusSchema } from '@booster/contracts';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_COLORS, orderStatusColor } from './order-status-colors.ts';

describe('orderStatusColor', () => {
  it('gives every order status its own colour and gray to a status text it does not know', () => {
    const statuses = orderStatusSchema.options;
    const colours = statuses.map((status) => orderStatusColor(status));
    expect(colours).toEqual(statuses.map((status) => ORDER_STATUS_COLORS[status]));
    expect(new Set(colours).size).toBe(statuses.length);
    expect(orderStatusColor('ready_to_ship')).toBe('orange');
    expect(orderStatusColor('on_hold')).toBe('gray');
  });
});
