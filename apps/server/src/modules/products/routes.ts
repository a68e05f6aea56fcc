import { bulkRoutes, listingRoutes } from '@booster/contracts';
import type { FastifyInstance } from 'fastify';
import { type Guards, requireCtx } from '../../platform/auth/index.ts';
import { route } from '../../platform/http/route.ts';
import type { BulkService } from './bulk.ts';
import { MAX_IMAGE_BYTES } from './images.ts';
import type { ListingsService } from './service.ts';

/** A base64 image of MAX_IMAGE_BYTES plus the JSON around it. */
const UPLOAD_BODY_LIMIT = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 16 * 1024;

/** Marketplace products: every call needs a verified member with Produk > my products in its menu. */
export function registerProductsRoutes(
  app: FastifyInstance,
  deps: { guards: Guards; listings: ListingsService; bulk: BulkService },
) {
  const { listings, bulk } = deps;
  const guards = [deps.guards.verified, deps.guards.menu('product', 'my-product')];

  route(app, listingRoutes.list, { guards }, async (req) =>
    listings.list(requireCtx(req), req.params.marketplace, req.query),
  );
  route(app, listingRoutes.tabs, { guards }, async (req) =>
    listings.tabs(requireCtx(req), req.params.marketplace, req.query),
  );
  route(app, listingRoutes.categories, { guards }, async (req) =>
    listings.categories(requireCtx(req), req.params.marketplace, req.query.shopId),
  );
  route(app, listingRoutes.attributes, { guards }, async (req) =>
    listings.attributes(requireCtx(req), req.params.marketplace, req.query.shopId, req.params.categoryId),
  );
  route(app, listingRoutes.logistics, { guards }, async (req) =>
    listings.logistics(requireCtx(req), req.params.marketplace, req.query.shopId),
  );
  route(app, listingRoutes.detail, { guards }, async (req) =>
    listings.detail(requireCtx(req), req.params.marketplace, req.params.id),
  );
  route(app, listingRoutes.create, { guards }, async (req) =>
    listings.createListing(requireCtx(req), req.params.marketplace, req.body),
  );
  route(app, listingRoutes.update, { guards }, async (req) =>
    listings.updateListing(requireCtx(req), req.params.marketplace, req.params.id, req.body),
  );
  route(app, listingRoutes.uploadImage, { guards, bodyLimit: UPLOAD_BODY_LIMIT }, async (req) =>
    listings.uploadImage(requireCtx(req), req.body),
  );
  route(app, listingRoutes.importSome, { guards }, async (req) =>
    listings.importSome(requireCtx(req), req.params.marketplace, req.body),
  );

  route(app, bulkRoutes.start, { guards }, async (req) =>
    bulk.start(requireCtx(req), req.params.marketplace, req.body),
  );
  route(app, bulkRoutes.status, { guards }, async (req) => bulk.status(requireCtx(req), req.params.id));
}
