import { AdapterError, type MarketplaceAdapter, type ShopCredentials, type StockUpdate } from './port.ts';

/** A refusal of one item (a bad value, an unknown SKU); anything else is the whole call's failure. */
export const isItemRefusal = (err: unknown): err is AdapterError =>
  err instanceof AdapterError && (err.kind === 'invalid_input' || err.kind === 'not_found');

/**
 * The batch form for a platform without a batch stock call, and the fallback when a batch was refused
 * as a whole: each update alone, so each gets its own answer.
 */
export async function eachAlone(
  updates: readonly StockUpdate[],
  update: (one: StockUpdate) => Promise<void>,
): Promise<(AdapterError | null)[]> {
  const results: (AdapterError | null)[] = [];
  for (const one of updates) {
    try {
      await update(one);
      results.push(null);
    } catch (err) {
      if (!isItemRefusal(err)) throw err;
      results.push(err);
    }
  }
  return results;
}

/**
 * Runs `send` once per group of updates (same key, at most `size` each) and puts each group's answers
 * back in the order of `updates`. A group the platform refused as a whole (one bad SKU fails the call)
 * is sent again one by one, so only the bad ones fail.
 */
export async function inGroups(
  updates: readonly StockUpdate[],
  keyOf: (update: StockUpdate) => string,
  size: number,
  send: (group: StockUpdate[]) => Promise<(AdapterError | null)[]>,
): Promise<(AdapterError | null)[]> {
  const groups = new Map<string, number[]>();
  updates.forEach((u, i) => {
    const key = keyOf(u);
    const indexes = groups.get(key) ?? [];
    groups.set(key, indexes);
    indexes.push(i);
  });
  const results: (AdapterError | null)[] = updates.map(() => null);
  for (const indexes of groups.values()) {
    for (let from = 0; from < indexes.length; from += size) {
      const part = indexes.slice(from, from + size);
      const group = part.map((i) => updates[i]);
      const answers = await send(group).catch((err: unknown) => {
        if (!isItemRefusal(err)) throw err;
        if (group.length === 1) return [err];
        return eachAlone(group, async (one) => {
          const [refused] = await send([one]);
          if (refused) throw refused;
        });
      });
      part.forEach((i, k) => {
        results[i] = answers[k] ?? null;
      });
    }
  }
  return results;
}

/**
 * `updateStock` and `updateStocks` of a platform whose stock call takes a group of updates (same
 * `keyOf`, at most `size`) and answers each: a single update is a group of one, its refusal thrown.
 */
export function groupedStockUpdates(
  keyOf: (update: StockUpdate) => string,
  size: number,
  send: (shop: ShopCredentials, group: readonly StockUpdate[]) => Promise<(AdapterError | null)[]>,
): Pick<MarketplaceAdapter, 'updateStock' | 'updateStocks'> {
  return {
    async updateStock(shop, input) {
      const [refused] = await send(shop, [input]);
      if (refused) throw refused;
    },
    updateStocks: (shop, updates) => inGroups(updates, keyOf, size, (group) => send(shop, group)),
  };
}
