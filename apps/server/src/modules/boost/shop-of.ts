import { capabilitiesOf } from '@booster/domain';
import { notFound } from '../../platform/errors/index.ts';
import type { ShopRow } from '../shops/index.ts';
import type { BoostDeps } from './deps.ts';

/** A product (app) shop of the account on a platform with a boost call; anything else is 404. */
export async function boostShopOf(deps: BoostDeps, accountId: string, shopId: string) {
  const shop: ShopRow = await deps.shops.service.owned(accountId, shopId);
  const rules = capabilitiesOf(shop.marketplace).boost;
  if (!rules || shop.appCategory !== 'app') throw notFound();
  return { shop, rules };
}
