import type { Shop } from '../core/types.ts';

/** Shopee's "Naikkan Produk" rules (reference marketplace-apis-2 §3): 5 items at once, 4 hours each. */
export const BOOST_SLOTS = 5;
export const BOOST_SECONDS = 4 * 3600;

/** The failed_reason Shopee gives an item boosted again before its 4 hours end (doc sample). */
export const REPEAT_REASON = 'can not boost item repeatedly';
/** Wording not documented [?]: an item beyond the 5 slots. */
export const SLOTS_FULL_REASON = 'boosted item count has reached the limit';
export const NOT_FOUND_REASON = 'item not found';
export const NOT_NORMAL_REASON = 'item status is not normal';

export type Boost = { itemId: string; startedAt: number; via: 'api' | 'seller-centre' };
export type BoostOutcome = { boosted: string[]; failed: { itemId: string; reason: string }[] };

/** Boosts of each shop, by the seeded Shop object (a new world starts empty). */
const boostsByShop = new WeakMap<Shop, Boost[]>();

function boostsOf(shop: Shop): Boost[] {
  let boosts = boostsByShop.get(shop);
  if (!boosts) {
    boosts = [];
    boostsByShop.set(shop, boosts);
  }
  return boosts;
}

/** The shop's items still boosted at `now`, with their seconds left (the cool-down). */
export function activeBoosts(shop: Shop, now = Date.now()) {
  return boostsOf(shop)
    .map((b) => ({ ...b, coolDownSeconds: Math.ceil((b.startedAt + BOOST_SECONDS * 1000 - now) / 1000) }))
    .filter((b) => b.coolDownSeconds > 0);
}

/**
 * Boosts the items in order: a missing or not NORMAL item, one still in its 4 hours, or one beyond
 * the 5 slots fails alone with its reason; the others start their 4 hours now.
 */
export function boostItems(
  shop: Shop,
  itemIds: readonly string[],
  via: Boost['via'],
  now = Date.now(),
): BoostOutcome {
  const outcome: BoostOutcome = { boosted: [], failed: [] };
  const boosts = boostsOf(shop);
  const live = new Set(activeBoosts(shop, now).map((b) => b.itemId));
  for (const itemId of itemIds) {
    const product = shop.products.find((p) => p.id === itemId);
    const reason = !product
      ? NOT_FOUND_REASON
      : product.status !== 'NORMAL'
        ? NOT_NORMAL_REASON
        : live.has(itemId)
          ? REPEAT_REASON
          : live.size >= BOOST_SLOTS
            ? SLOTS_FULL_REASON
            : null;
    if (reason) {
      outcome.failed.push({ itemId, reason });
      continue;
    }
    live.add(itemId);
    boosts.push({ itemId, startedAt: now, via });
    outcome.boosted.push(itemId);
  }
  // Ended boosts are forgotten, so the list stays small however long a demo runs.
  boostsByShop.set(
    shop,
    boosts.filter((b) => b.startedAt + BOOST_SECONDS * 1000 > now),
  );
  return outcome;
}

/** Control API: lets `seconds` pass for the shop's boosts (tests run the scheduler on a fake clock). */
export function elapseBoosts(shop: Shop, seconds: number) {
  for (const boost of boostsOf(shop)) boost.startedAt -= seconds * 1000;
}
