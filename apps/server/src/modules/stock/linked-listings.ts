import type { LinkedListing } from '@booster/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.ts';
import type { Locale } from '../../platform/i18n/index.ts';
import type { StockProducts, VariantRef } from './products-port.ts';
import { renderFailure } from './push-failure.ts';
import { reservedUnits } from './reserved-units.ts';
import { skuLinks, stockPushes } from './tables.ts';

type PushState = Pick<typeof stockPushes.$inferSelect, 'status' | 'error'>;

export function toLinkedListing(
  locale: Locale,
  variant: VariantRef,
  push: PushState | undefined,
  reserved: number,
): LinkedListing {
  return {
    variantId: variant.variantId,
    listingId: variant.listingId,
    shopId: variant.shopId,
    shopname: variant.shopname,
    marketplace: variant.marketplace,
    name: variant.listingName,
    variantName: variant.variantName,
    sku: variant.sku,
    stock: variant.stock,
    reserved,
    // The seller stopped the retries; it still did not land.
    pushStatus: !push ? 'none' : push.status === 'given_up' ? 'failed' : push.status,
    pushError: push?.status === 'done' ? null : renderFailure(locale, push?.error ?? null),
  };
}

/** The linked listings of these master SKUs with their push state, grouped by master SKU id. */
export async function linkedListingsBySku(
  ex: Executor,
  products: StockProducts,
  accountId: string,
  locale: Locale,
  masterSkuIds: string[],
): Promise<Map<string, LinkedListing[]>> {
  const grouped = new Map<string, LinkedListing[]>(masterSkuIds.map((id) => [id, []]));
  if (masterSkuIds.length === 0) return grouped;
  const links = await ex
    .select({ variantId: skuLinks.variantId, masterSkuId: skuLinks.masterSkuId })
    .from(skuLinks)
    .where(and(eq(skuLinks.accountId, accountId), inArray(skuLinks.masterSkuId, masterSkuIds)))
    .orderBy(skuLinks.createdAt);
  if (links.length === 0) return grouped;
  const variantIds = links.map((l) => l.variantId);
  const [variants, reserved, pushes] = await Promise.all([
    products.variants.byIds(accountId, variantIds),
    reservedUnits(ex, accountId, variantIds),
    ex
      .select({ variantId: stockPushes.variantId, status: stockPushes.status, error: stockPushes.error })
      .from(stockPushes)
      .where(and(eq(stockPushes.accountId, accountId), inArray(stockPushes.variantId, variantIds))),
  ]);
  const variantById = new Map(variants.map((v) => [v.variantId, v]));
  const pushByVariant = new Map(pushes.map((p) => [p.variantId, p]));
  for (const link of links) {
    const variant = variantById.get(link.variantId);
    if (variant)
      grouped
        .get(link.masterSkuId)
        ?.push(
          toLinkedListing(
            locale,
            variant,
            pushByVariant.get(link.variantId),
            reserved.get(link.variantId) ?? 0,
          ),
        );
  }
  return grouped;
}
