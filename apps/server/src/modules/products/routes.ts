import { bulkRoutes, listingRoutes } from '@booster/contracts';
import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import { base64BodyLimit } from '../../platform/storage/index.ts';
import type { BulkService } from './bulk.ts';
import { MAX_IMAGE_BYTES } from './images.ts';
import type { ListingsService } from './service.ts';

/** A base64 image of MAX_IMAGE_BYTES plus the JSON around it. */
const UPLOAD_BODY_LIMIT = base64BodyLimit(MAX_IMAGE_BYTES);

/**
 * Marketplace products: every call needs a verified member with Produk > my products in its menu;
 * creating, editing and bulk editing also need their feature. Category, attribute and logistics
 * look-ups also serve publishing a master product.
 */
export function registerProductsRoutes(
  app: FastifyInstance,
  deps: { listings: ListingsService; bulk: BulkService },
) {
  const { listings, bulk } = deps;
  const myProduct = { access: access.menu('product', { subMenu: 'my-product' }) };
  const lookUp = { access: access.menu('product', { subMenu: ['my-product', 'master-product', 'scrape'] }) };
  const creating = { access: access.menu('product', { subMenu: 'my-product', feature: 'create-product' }) };
  const editing = { access: access.menu('product', { subMenu: 'my-product', feature: 'edit-product' }) };
  const bulkEditing = { access: access.menu('product', { subMenu: 'my-product', feature: 'bulk-edit' }) };
  const uploading = {
    access: access.menu('product', {
      subMenu: 'my-product',
      feature: ['create-product', 'edit-product', 'bulk-edit'],
    }),
  };

  // The hottest list: its rows come from one view function, so the answer skips zod's second pass.
  route(app, listingRoutes.list, { ...myProduct, compiledResponse: true }, async (req) =>
    listings.list(requireCtx(req), req.params.marketplace, req.query),
  );
  route(app, listingRoutes.tabs, myProduct, async (req) =>
    listings.tabs(requireCtx(req), req.params.marketplace, req.query),
  );
  route(app, listingRoutes.categories, lookUp, async (req) =>
    listings.categories(requireCtx(req), req.params.marketplace, req.query.shopId),
  );
  route(app, listingRoutes.attributes, lookUp, async (req) =>
    listings.attributes(requireCtx(req), req.params.marketplace, req.query.shopId, req.params.categoryId),
  );
  route(app, listingRoutes.logistics, lookUp, async (req) =>
    listings.logistics(requireCtx(req), req.params.marketplace, req.query.shopId),
  );
  route(app, listingRoutes.detail, myProduct, async (req) =>
    listings.detail(requireCtx(req), req.params.marketplace, req.params.id),
  );
  route(app, listingRoutes.create, creating, async (req) =>
    listings.createListing(requireCtx(req), req.params.marketplace, req.body),
  );
  route(app, listingRoutes.update, editing, async (req) =>
    listings.updateListing(requireCtx(req), req.params.marketplace, req.params.id, req.body),
  );
  route(app, listingRoutes.uploadImage, { ...uploading, bodyLimit: UPLOAD_BODY_LIMIT }, async (req) =>
    listings.uploadImage(requireCtx(req), req.body),
  );
  route(app, listingRoutes.importSome, myProduct, async (req) =>
    listings.importSome(requireCtx(req), req.params.marketplace, req.body),
  );

  route(app, bulkRoutes.start, bulkEditing, async (req) =>
    bulk.start(requireCtx(req), req.params.marketplace, req.body),
  );
  route(app, bulkRoutes.status, bulkEditing, async (req) => bulk.status(requireCtx(req), req.params.id));
}
