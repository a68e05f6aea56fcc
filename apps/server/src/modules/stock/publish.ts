import type { ListingForm, publishBodySchema } from '@booster/contracts';
import { pushQuantity } from '@booster/domain';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/auth/index.ts';
import type { Db } from '../../platform/db/index.ts';
import type { ShopsModule } from '../shops/index.ts';
import type { LinkService } from './links.ts';
import type { MasterProductService } from './master-products.ts';
import type { StockProducts } from './products-port.ts';
import { readSetting } from './settings.ts';
import { skuKey } from './sku-codes.ts';

type PublishBody = z.output<typeof publishBodySchema>;
type Deps = {
  db: Db;
  shops: ShopsModule;
  products: StockProducts;
  masters: MasterProductService;
  links: LinkService;
};

/**
 * Publishes a master product to a shop as a new listing (the products module checks the platform's
 * rules and creates it), then links the new variants to the master SKUs with the same code. The
 * listing is created with the central stock, so nothing needs pushing.
 */
export function createPublish(deps: Deps) {
  return async function publish(ctx: RequestContext, id: string, body: PublishBody) {
    const master = await deps.masters.view(ctx, id);
    const shop = await deps.shops.service.owned(ctx.accountId, body.shopId);
    const { buffer } = await readSetting(deps.db, ctx.accountId);
    const form: ListingForm = {
      shopId: shop.id,
      name: master.name,
      description: master.description,
      categoryId: body.categoryId,
      attributes: body.attributes,
      images: master.images.map((url) => ({ imageId: '', url })),
      weightGrams: master.weightGrams,
      dimensions: null,
      condition: 'new',
      logistics: body.logistics,
      tiers: master.tiers,
      variants: master.skus.map((s) => ({
        sku: s.sku,
        options: s.options,
        price: s.price,
        stock: pushQuantity(s.stock, buffer),
      })),
    };
    const listing = await deps.products.service.createListing(ctx, shop.marketplace, form);
    const skuIdByCode = new Map(master.skus.map((s) => [skuKey(s.sku), s._id]));
    const links = listing.variants.flatMap((v) => {
      const masterSkuId = skuIdByCode.get(skuKey(v.sku));
      return masterSkuId ? [{ variantId: v._id, masterSkuId }] : [];
    });
    if (links.length > 0) {
      await deps.db.transaction((tx) => deps.links.linkIn(tx, ctx.accountId, links, { push: false }));
    }
    return { listingId: listing._id };
  };
}
