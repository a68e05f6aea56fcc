import { keysFor } from '../../../lib/query-keys.ts';

/** Query keys of the orders area: lists, tabs and details, bulk shipping runs, label batches. */
export const orderKeys = keysFor('orders');
export const shippingRunKeys = keysFor('shipping-runs');
export const labelBatchKeys = keysFor('label-batches');
