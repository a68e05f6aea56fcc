import type { FastifyInstance } from 'fastify';
import { originOf } from '../core/body.ts';
import { imageRef, isRequiredAttribute, leafCategory } from '../core/listings.ts';
import { IMAGE_TYPES, ImageStore, readMultipart } from '../core/uploads.ts';
import { tiktokErrors } from './envelope.ts';
import { tiktokDraft } from './listing-draft.ts';
import { type TiktokScope, tiktokApi } from './route.ts';

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_USE_CASES = [
  'MAIN_IMAGE',
  'ATTRIBUTE_IMAGE',
  'DESCRIPTION_IMAGE',
  'CERTIFICATION_IMAGE',
  'SIZE_CHART_IMAGE',
];

/** Listing: categories and their attributes, image upload, create and full edit of a product. */
export async function tiktokListingRoutes(app: FastifyInstance, scope: TiktokScope) {
  const { sandbox, platform } = scope;
  const { world } = sandbox;

  tiktokApi(app, scope, 'GET', '/product/202309/categories', () => ({
    categories: world.catalog.categories.map((c) => ({
      id: String(c.id),
      parent_id: String(c.parentId),
      local_name: c.name,
      is_leaf: !c.hasChildren,
      permission_statuses: ['AVAILABLE'],
    })),
  }));

  tiktokApi(app, scope, 'GET', '/product/202309/categories/:categoryId/attributes', ({ params }) => {
    const category = leafCategory(world.catalog, Number(params.categoryId));
    if (!category) throw tiktokErrors.category('Category does not exist or is not a leaf category.');
    const group = world.catalog.groupOf(category.id);
    return {
      attributes: [
        ...category.attributes.map((a) => ({
          id: String(a.id),
          name: a.name,
          type: 'PRODUCT_PROPERTY',
          // TikTok Shop's field really is spelled this way.
          is_requried: isRequiredAttribute(a),
          is_multiple_selection: false,
          is_customizable: false,
          values: a.values.map((name, i) => ({ id: String(i), name })),
        })),
        ...group.tiers.map((t, i) => ({
          id: String(100_000 + i),
          name: t.name,
          type: 'SALES_PROPERTY',
          is_requried: false,
          is_customizable: true,
          values: t.options.map((name, j) => ({ id: String(j), name })),
        })),
      ],
    };
  });

  // Multipart: the sign covers the query only (route.ts skips the body for multipart/form-data).
  tiktokApi(app, scope, 'POST', '/product/202309/images/upload', async ({ request }) => {
    const { fields, files } = await readMultipart(request);
    const file = files.data;
    if (!file) throw tiktokErrors.param('data is required.');
    if (!IMAGE_TYPES.includes(file.type)) throw tiktokErrors.image('data must be a JPG, PNG or WEBP image.');
    if (file.data.length > MAX_IMAGE_BYTES) throw tiktokErrors.image('data must not exceed 5 MB.');
    const useCase = fields.use_case ?? 'MAIN_IMAGE';
    if (!IMAGE_USE_CASES.includes(useCase)) throw tiktokErrors.param('Invalid use_case.');
    const stored = sandbox.images.put(file.type, file.data, 'tos-id-i');
    const path = ImageStore.path(stored.id);
    return {
      uri: imageRef(path),
      url: `${originOf(request)}${sandbox.prefix}${path}`,
      width: 800,
      height: 800,
      use_case: useCase,
    };
  });

  const answer = (product: { id: string; variants: { id: string; sku: string }[] }) => ({
    product_id: product.id,
    skus: product.variants.map((v) => ({ id: v.id, seller_sku: v.sku })),
    warnings: [],
  });

  tiktokApi(app, scope, 'POST', '/product/202309/products', ({ shop, body }) => {
    const { draft } = tiktokDraft(body, shop, sandbox, platform);
    return answer(world.createProduct(shop, draft));
  });

  tiktokApi(app, scope, 'PUT', '/product/202309/products/:productId', ({ shop, body, params }) => {
    const product = world.product(shop, params.productId);
    if (!product) throw tiktokErrors.notFound('Product');
    const { draft, skuIds } = tiktokDraft(body, shop, sandbox, platform);
    world.replaceProduct(shop, product, { ...draft, variantIds: skuIds });
    return answer(product);
  });
}
