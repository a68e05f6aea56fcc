import { keysFor } from '../../../lib/query-keys.ts';

/** Query keys of the master product and central stock area. */
export const masterKeys = keysFor('master-products');
export const stockKeys = keysFor('stock');
/** Pushes to marketplaces: their lists change whenever stock is edited or pushed. */
export const pushKeys = keysFor('stock-pushes');
