import type { FastifyInstance } from 'fastify';
import type { Sandbox } from '../core/context.ts';
import { variantName } from '../core/listings.ts';
import type { Product, ProductDraft, Shop, Variant } from '../core/types.ts';
import { shopeeErrors } from './envelope.ts';
import {
  attributes,
  checkPrice,
  checkSku,
  checkStock,
  distinctModels,
  itemFields,
  logistics,
  newModel,
  tierIndex,
  tierVariation,
} from './listing-rules.ts';
import { seconds, shopApi } from './route.ts';

const fail = shopeeErrors.param;
type Body = Record<string, unknown>;

/** The product as a full draft, for a replace that changes only some fields. */
function draftOf(product: Product): ProductDraft & { variantIds: string[] } {
  const { id: _id, status: _s, createdAt: _c, updatedAt: _u, variants, ...fields } = product;
  return {
    ...fields,
    variants: variants.map(({ id: _v, ...variant }) => variant),
    variantIds: variants.map((v) => v.id),
  };
}

function entries(body: Body, name: string): Body[] {
  const list = body[name];
  if (!Array.isArray(list) || list.length === 0) throw fail(`${name} is required.`);
  return list as Body[];
}

const modelJson = (v: Variant) => ({ model_id: Number(v.id), tier_index: v.tierIndex, model_sku: v.sku });

/**
 * Listing writes: add_item, update_item, delete_item and the variation APIs (init_tier_variation,
 * update_tier_variation, add_model, update_model, delete_model), validated as Shopee does.
 */
export async function shopeeListingRoutes(app: FastifyInstance, { sandbox }: { sandbox: Sandbox }) {
  const { world } = sandbox;
  const itemOf = (shop: Shop, body: Body) => {
    const product = world.product(shop, String(body.item_id ?? ''));
    if (!product || product.status === 'SELLER_DELETE') throw shopeeErrors.notFound('item_id is not found.');
    return product;
  };
  const withTiers = (product: Product) => {
    if (product.tiers.length === 0) throw fail('tier_variation does not exist, use init_tier_variation.');
    return product;
  };

  shopApi(app, sandbox, 'POST', 'product/add_item', ({ shop, body }) => {
    const fields = itemFields(sandbox, body, true);
    const price = checkPrice(body.original_price, 'original_price');
    const stock = checkStock(body.seller_stock, 'seller_stock');
    const categoryId = fields.categoryId as number;
    const name = fields.name as string;
    const product = world.createProduct(shop, {
      name,
      description: fields.description as string,
      sku: fields.sku ?? '',
      categoryId,
      ...attributes(sandbox, categoryId, body.attribute_list ?? []),
      weightGrams: fields.weightGrams as number,
      dimensions: fields.dimensions ?? null,
      condition: fields.condition ?? 'NEW',
      logistics: logistics(body.logistic_info, []),
      images: fields.images as string[],
      tiers: [],
      variants: [{ sku: fields.sku ?? '', tierIndex: [], name, price, stock }],
    });
    if (body.item_status === 'UNLIST') product.status = 'UNLIST';
    return {
      response: {
        item_id: Number(product.id),
        item_name: product.name,
        item_status: product.status,
        create_time: seconds(product.createdAt),
      },
    };
  });

  shopApi(app, sandbox, 'POST', 'product/update_item', ({ shop, body }) => {
    const product = itemOf(shop, body);
    for (const param of ['original_price', 'seller_stock'])
      if (body[param] !== undefined) throw fail(`${param} is changed through update_price and update_stock.`);
    const fields = itemFields(sandbox, body, false);
    const draft = draftOf(product);
    const categoryId = fields.categoryId ?? product.categoryId;
    const changed = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    const next = { ...draft, ...changed };
    if (body.attribute_list !== undefined || fields.categoryId !== undefined)
      Object.assign(next, attributes(sandbox, categoryId, body.attribute_list ?? []));
    if (body.logistic_info !== undefined) next.logistics = logistics(body.logistic_info, product.logistics);
    if (fields.sku !== undefined && product.tiers.length === 0)
      next.variants = next.variants.map((v) => ({ ...v, sku: fields.sku as string }));
    world.replaceProduct(shop, product, next);
    return { response: { item_id: Number(product.id), item_name: product.name } };
  });

  shopApi(app, sandbox, 'POST', 'product/delete_item', ({ shop, body }) => {
    const product = itemOf(shop, body);
    product.status = 'SELLER_DELETE';
    product.updatedAt = Date.now();
    return {};
  });

  shopApi(app, sandbox, 'POST', 'product/init_tier_variation', ({ shop, body }) => {
    const product = itemOf(shop, body);
    if (product.tiers.length > 0) throw fail('tier_variation already exists, use update_tier_variation.');
    const tiers = tierVariation(body.tier_variation);
    const variants = entries(body, 'model').map((m, i) => newModel(m, tiers, `model[${i}]`));
    distinctModels(variants);
    world.replaceProduct(shop, product, { ...draftOf(product), tiers, variants, variantIds: [] });
    return {
      response: {
        item_id: Number(product.id),
        tier_variation: body.tier_variation,
        model: product.variants.map(modelJson),
      },
    };
  });

  // The models model_list names get their new tier_index; the ones it leaves out are deleted.
  shopApi(app, sandbox, 'POST', 'product/update_tier_variation', ({ shop, body }) => {
    const product = withTiers(itemOf(shop, body));
    const tiers = tierVariation(body.tier_variation);
    const kept = entries(body, 'model_list').map((m, i) => {
      const variant = world.variant(product, String(m.model_id ?? ''));
      if (!variant) throw fail(`model_list[${i}].model_id is invalid.`);
      const index = tierIndex(m.tier_index, tiers, `model_list[${i}]`);
      return { ...variant, tierIndex: index, name: variantName(tiers, index) };
    });
    distinctModels(kept);
    world.replaceProduct(shop, product, {
      ...draftOf(product),
      tiers,
      variants: kept.map(({ id: _id, ...v }) => v),
      variantIds: kept.map((v) => v.id),
    });
    return { response: { item_id: Number(product.id), tier_variation: body.tier_variation } };
  });

  shopApi(app, sandbox, 'POST', 'product/add_model', ({ shop, body }) => {
    const product = withTiers(itemOf(shop, body));
    const added = entries(body, 'model_list').map((m, i) => newModel(m, product.tiers, `model_list[${i}]`));
    const draft = draftOf(product);
    distinctModels([...draft.variants, ...added]);
    world.replaceProduct(shop, product, { ...draft, variants: [...draft.variants, ...added] });
    return { response: { model: product.variants.slice(draft.variants.length).map(modelJson) } };
  });

  shopApi(app, sandbox, 'POST', 'product/update_model', ({ shop, body }) => {
    const product = withTiers(itemOf(shop, body));
    const changes = entries(body, 'model').map((m, i) => {
      const variant = world.variant(product, String(m.model_id ?? ''));
      if (!variant) throw fail(`model[${i}].model_id is invalid.`);
      return {
        variant,
        sku: m.model_sku === undefined ? variant.sku : checkSku(m.model_sku, `model[${i}].model_sku`),
      };
    });
    for (const { variant, sku } of changes) variant.sku = sku;
    product.updatedAt = Date.now();
    return { response: { model: changes.map((c) => modelJson(c.variant)) } };
  });

  shopApi(app, sandbox, 'POST', 'product/delete_model', ({ shop, body }) => {
    const product = withTiers(itemOf(shop, body));
    const variant = world.variant(product, String(body.model_id ?? ''));
    if (!variant) throw fail('model_id is invalid.');
    if (product.variants.length === 1) throw fail('model_id is the last model of the item.');
    product.variants = product.variants.filter((v) => v !== variant);
    product.updatedAt = Date.now();
    return {};
  });
}
