import { imagePart } from '../core/http.ts';
import {
  AdapterError,
  type CategoryAttribute,
  type ListingInput,
  type ListingMethods,
  type ShopCredentials,
} from '../core/port.ts';
import type { ShopeeClient } from './client.ts';
import {
  isDropDown,
  naming,
  shopeeItemFields,
  shopeeLogisticInfo,
  shopeeNewModel,
  shopeeTierVariation,
  tierIndexOf,
} from './listing-body.ts';
import {
  shopeeAttributeTreeSchema,
  shopeeCategoryListSchema,
  shopeeChannelListSchema,
  shopeeItemIdSchema,
  shopeeModelWriteSchema,
  shopeeUploadImageSchema,
} from './listing-schemas.ts';
import {
  shopeeEnvelopeSchema,
  shopeeItemBaseInfoSchema,
  shopeeModelListSchema,
  shopeeStockResultSchema,
} from './schemas.ts';

const LANGUAGE = 'id';

/**
 * Listing writes over Shopee's item APIs: add_item then init_tier_variation for a new listing; a full
 * edit is update_item plus the model calls that bring the variations to the wanted set.
 */
export function shopeeListingCalls(client: ShopeeClient): ListingMethods {
  // A category that is no leaf (or unknown) is refused here first, as category_id.
  async function attributeTree(shop: ShopCredentials, categoryId: string) {
    const { response } = await naming(
      client.get(shop, '/api/v2/product/get_attribute_tree', shopeeAttributeTreeSchema, {
        category_id_list: categoryId,
        language: LANGUAGE,
      }),
    );
    return response.list.find((c) => c.category_id === categoryId)?.attribute_tree ?? [];
  }

  const post = <S extends Parameters<ShopeeClient['call']>[0]['schema']>(
    shop: ShopCredentials,
    path: string,
    body: Record<string, unknown>,
    schema: S,
  ) => client.call({ method: 'POST', path: `/api/v2/product/${path}`, body, shop, schema });

  /** update_price / update_stock answer per-model failures; those name the variant they are about. */
  async function setModels(
    shop: ShopCredentials,
    itemId: number,
    models: { modelId: string; variant: number; price: number; stock: number }[],
  ) {
    for (const [path, list, field] of [
      ['update_price', 'price_list', 'price'],
      ['update_stock', 'stock_list', 'stock'],
    ] as const) {
      const entries = models.map((m) =>
        field === 'price'
          ? { model_id: Number(m.modelId), original_price: m.price }
          : { model_id: Number(m.modelId), seller_stock: [{ stock: m.stock }] },
      );
      const result = await post(shop, path, { item_id: itemId, [list]: entries }, shopeeStockResultSchema);
      const failure = result.response.failure_list[0];
      if (failure) {
        const variant = models.find((m) => m.modelId === failure.model_id)?.variant ?? 0;
        throw new AdapterError(
          'invalid_input',
          failure.failed_reason || 'Rejected by Shopee',
          'failure_list',
          `variants.${variant}.${field}`,
        );
      }
    }
  }

  /** Brings a listing that already has variations to the input's tiers and variants. */
  async function replaceModels(
    shop: ShopCredentials,
    itemId: number,
    input: ListingInput,
    existing: string[],
  ) {
    const kept = input.variants
      .map((variant, index) => ({ variant, index }))
      .filter(({ variant }) => variant.externalId && existing.includes(variant.externalId));
    // update_tier_variation drops the models it does not list and needs one; reuse one when none is kept.
    const reused = kept.length === 0 && input.variants[0] ? [{ variant: input.variants[0], index: 0 }] : [];
    const mapped = [
      ...kept.map((k) => ({ ...k, modelId: k.variant.externalId as string })),
      ...reused.map((r) => ({ ...r, modelId: existing[0] as string })),
    ];
    await naming(
      post(
        shop,
        'update_tier_variation',
        {
          item_id: itemId,
          tier_variation: shopeeTierVariation(input),
          model_list: mapped.map((m) => ({
            model_id: Number(m.modelId),
            tier_index: tierIndexOf(input, m.variant),
          })),
        },
        shopeeEnvelopeSchema,
      ),
    );
    const added = input.variants
      .map((variant, index) => ({ variant, index }))
      .filter(({ index }) => !mapped.some((m) => m.index === index));
    if (added.length > 0)
      await naming(
        post(
          shop,
          'add_model',
          { item_id: itemId, model_list: added.map((a) => shopeeNewModel(input, a.variant)) },
          shopeeModelWriteSchema,
        ),
        (i) => added[i]?.index ?? i,
      );
    await naming(
      post(
        shop,
        'update_model',
        {
          item_id: itemId,
          model: mapped.map((m) => ({ model_id: Number(m.modelId), model_sku: m.variant.sku })),
        },
        shopeeEnvelopeSchema,
      ),
      (i) => mapped[i]?.index ?? i,
    );
    await setModels(
      shop,
      itemId,
      mapped.map((m) => ({
        modelId: m.modelId,
        variant: m.index,
        price: m.variant.price,
        stock: m.variant.stock,
      })),
    );
  }

  async function initTiers(shop: ShopCredentials, itemId: number, input: ListingInput) {
    await naming(
      post(
        shop,
        'init_tier_variation',
        {
          item_id: itemId,
          tier_variation: shopeeTierVariation(input),
          model: input.variants.map((v) => shopeeNewModel(input, v)),
        },
        shopeeModelWriteSchema,
      ),
    );
  }

  return {
    async getCategories(shop) {
      const { response } = await client.get(shop, '/api/v2/product/get_category', shopeeCategoryListSchema, {
        language: LANGUAGE,
      });
      return response.category_list.map((c) => ({
        id: c.category_id,
        parentId: c.parent_category_id === '0' ? null : c.parent_category_id,
        name: c.display_category_name || c.original_category_name,
        hasChildren: c.has_children,
      }));
    },

    async getCategoryAttributes(shop, categoryId) {
      return (await attributeTree(shop, categoryId)).map(
        (a): CategoryAttribute => ({
          id: a.attribute_id,
          name: a.name,
          required: a.mandatory,
          inputType: isDropDown(a) ? 'select' : 'text',
          values: a.attribute_value_list.map((v) => v.name),
        }),
      );
    },

    async getLogisticsChannels(shop) {
      const { response } = await client.get(
        shop,
        '/api/v2/logistics/get_channel_list',
        shopeeChannelListSchema,
      );
      return response.logistics_channel_list.map((c) => ({
        id: c.logistics_channel_id,
        name: c.logistics_channel_name,
        enabled: c.enabled,
      }));
    },

    async uploadImage(shop, image) {
      const { response } = await client.call({
        method: 'POST',
        path: '/api/v2/media_space/upload_image',
        multipart: [imagePart('image', image)],
        shop,
        schema: shopeeUploadImageSchema,
      });
      const { image_id, image_url_list } = response.image_info;
      const url = (image_url_list.find((u) => u.image_url_region === 'ID') ?? image_url_list[0])?.image_url;
      return { imageId: image_id, url: url ?? '' };
    },

    async createProduct(shop, input) {
      const tree = await attributeTree(shop, input.categoryId);
      const first = input.variants[0];
      const hasTiers = input.tiers.length > 0;
      const added = await naming(
        post(
          shop,
          'add_item',
          {
            ...shopeeItemFields(input, tree),
            logistic_info: shopeeLogisticInfo(input.logistics),
            original_price: first?.price,
            seller_stock: [{ stock: hasTiers ? 0 : (first?.stock ?? 0) }],
            item_sku: hasTiers ? '' : (first?.sku ?? ''),
            item_status: 'NORMAL',
          },
          shopeeItemIdSchema,
        ),
      );
      const itemId = Number(added.response.item_id);
      if (hasTiers) {
        // A listing whose variations were refused is taken down again: the seller corrects and resends.
        await initTiers(shop, itemId, input).catch(async (error: unknown) => {
          await post(shop, 'delete_item', { item_id: itemId }, shopeeEnvelopeSchema).catch(() => undefined);
          throw error;
        });
      }
      return { productId: String(itemId) };
    },

    async updateProduct(shop, productId, input) {
      const itemId = Number(productId);
      const [base, models, tree] = await Promise.all([
        client.get(shop, '/api/v2/product/get_item_base_info', shopeeItemBaseInfoSchema, {
          item_id_list: productId,
        }),
        client.get(shop, '/api/v2/product/get_model_list', shopeeModelListSchema, { item_id: productId }),
        attributeTree(shop, input.categoryId),
      ]);
      const item = base.response.item_list[0];
      if (!item) throw new AdapterError('not_found', `Shopee item ${productId} not found`, 'error_not_found');
      const existing = models.response.model.map((m) => m.model_id);
      if (existing.length > 0 && input.tiers.length === 0)
        throw new AdapterError(
          'invalid_input',
          'Shopee cannot turn a listing with variations back into one without',
          'error_param',
          'tiers',
        );
      const enabledBefore = item.logistic_info.filter((l) => l.enabled).map((l) => l.logistic_id);
      const first = input.variants[0];
      await naming(
        post(
          shop,
          'update_item',
          {
            item_id: itemId,
            ...shopeeItemFields(input, tree),
            logistic_info: shopeeLogisticInfo(input.logistics, enabledBefore),
            ...(input.tiers.length === 0 ? { item_sku: first?.sku ?? '' } : {}),
          },
          shopeeItemIdSchema,
        ),
      );
      if (input.tiers.length === 0) {
        if (first)
          await setModels(shop, itemId, [
            { modelId: '0', variant: 0, price: first.price, stock: first.stock },
          ]);
      } else if (existing.length === 0) {
        await initTiers(shop, itemId, input);
      } else {
        await replaceModels(shop, itemId, input, existing);
      }
    },
  };
}
