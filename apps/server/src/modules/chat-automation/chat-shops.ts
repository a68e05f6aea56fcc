import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import { pairedShopIdentities, shopIdentities } from '../shops/joins.ts';

export type ChatShop = { id: string; accountId: string; marketplace: string; shopName: string };

const chatShopColumns = {
  id: shopIdentities.id,
  accountId: shopIdentities.accountId,
  marketplace: shopIdentities.marketplace,
  shopName: shopIdentities.shopName,
};

/** A chat shop (category 'chat') of the account; another account's shop or a product shop is 404. */
export async function chatShopOf(ex: Executor, accountId: string, shopId: string): Promise<ChatShop> {
  const [shop] = await ex
    .select(chatShopColumns)
    .from(shopIdentities)
    .where(
      and(
        eq(shopIdentities.id, shopId),
        eq(shopIdentities.accountId, accountId),
        eq(shopIdentities.appCategory, 'chat'),
      ),
    )
    .limit(1);
  if (!shop) throw notFound();
  return shop;
}

/** The same platform shop (marketplace + platform shop id) as the `paired` one. */
const samePlatformShop = and(
  eq(pairedShopIdentities.marketplace, shopIdentities.marketplace),
  eq(pairedShopIdentities.externalShopId, shopIdentities.externalShopId),
);

/** The connected chat shop of the same platform shop as a product (app) shop: where its orders are chatted about. */
export async function chatShopForAppShop(ex: Executor, appShopId: string): Promise<ChatShop | null> {
  const [chat] = await ex
    .select(chatShopColumns)
    .from(shopIdentities)
    .innerJoin(pairedShopIdentities, samePlatformShop)
    .where(
      and(
        eq(pairedShopIdentities.id, appShopId),
        eq(shopIdentities.appCategory, 'chat'),
        eq(shopIdentities.status, 'connect'),
      ),
    )
    .limit(1);
  return chat ?? null;
}

/** The connected product (app) shop of the same platform shop as a chat shop: where its buyers order. */
export async function appShopForChatShop(ex: Executor, chatShopId: string): Promise<string | null> {
  const [app] = await ex
    .select({ id: shopIdentities.id })
    .from(shopIdentities)
    .innerJoin(pairedShopIdentities, samePlatformShop)
    .where(and(eq(pairedShopIdentities.id, chatShopId), eq(shopIdentities.appCategory, 'app')))
    .limit(1);
  return app?.id ?? null;
}
