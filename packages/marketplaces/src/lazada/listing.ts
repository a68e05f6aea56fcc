import { imagePart } from '../core/http.ts';
import type { CategoryNode, ListingMethods } from '../core/port.ts';
import type { LazadaClient } from './client.ts';
import {
  LAZADA_DELIVERY_OPTIONS,
  lazadaDeliveryOption,
  lazadaProductPayload,
  naming,
} from './listing-body.ts';
import {
  type LazadaCategory,
  lazadaAttributesSchema,
  lazadaCategoryTreeSchema,
  lazadaCreateProductSchema,
  lazadaUploadImageSchema,
} from './listing-schemas.ts';
import { lazadaAnySchema, lazadaProductItemSchema } from './schemas.ts';

const LANGUAGE = 'id_ID';
/** name and description are ListingInput fields of their own, not category attributes. */
const PRODUCT_KEYS = new Set(['name', 'description', 'short_description']);
const SELECT_TYPES = new Set(['singleSelect', 'multiSelect']);

function flatten(nodes: LazadaCategory[], parentId: string | null, out: CategoryNode[] = []) {
  for (const node of nodes) {
    out.push({ id: node.category_id, parentId, name: node.name, hasChildren: !node.leaf });
    flatten(node.children, node.category_id, out);
  }
  return out;
}

/**
 * Listing writes over Lazada's product APIs. A listing's logistics channels are Lazada's delivery
 * options (standard, economy, express, instant, seller own fleet), product attributes set to Yes/No
 * (listing-body.ts); the carrier of a package is chosen when the seller packs it
 * (shipment_provider_code of /order/fulfill/pack), not per listing.
 */
export function lazadaListingCalls(client: LazadaClient): ListingMethods {
  return {
    async getCategories(shop) {
      const tree = await client.get(shop, '/category/tree/get', lazadaCategoryTreeSchema, {
        language_code: LANGUAGE,
      });
      return flatten(tree, null);
    },

    async getCategoryAttributes(shop, categoryId) {
      const attributes = await client.get(shop, '/category/attributes/get', lazadaAttributesSchema, {
        primary_category_id: categoryId,
        language_code: LANGUAGE,
      });
      // The delivery options are the listing's logistics, not attributes of its category.
      return attributes
        .filter(
          (a) => a.attribute_type === 'normal' && !PRODUCT_KEYS.has(a.name) && !lazadaDeliveryOption(a.name),
        )
        .map((a) => ({
          id: a.name,
          name: a.label || a.name,
          required: a.is_mandatory,
          inputType: SELECT_TYPES.has(a.input_type) ? 'select' : 'text',
          values: a.options.map((o) => o.name),
        }));
    },

    // No API lists the delivery options on their own: they are the same attributes in every category.
    async getLogisticsChannels() {
      return LAZADA_DELIVERY_OPTIONS.map((o) => ({ ...o }));
    },

    async uploadImage(shop, image) {
      const data = await client.call({
        method: 'POST',
        path: '/image/upload',
        files: [imagePart('image', image)],
        shop,
        schema: lazadaUploadImageSchema,
      });
      // Lazada knows an image by its CDN URL only; that URL is what create and update send.
      return { imageId: data.image.url, url: data.image.url };
    },

    async createProduct(shop, input) {
      const created = await naming(
        client.post(shop, '/product/create', lazadaCreateProductSchema, {
          payload: lazadaProductPayload(input),
        }),
        input,
      );
      return { productId: created.item_id };
    },

    async updateProduct(shop, productId, input) {
      const current = await client.get(shop, '/product/item/get', lazadaProductItemSchema, {
        item_id: productId,
      });
      const existing = current.skus.map((s) => s.SkuId);
      const kept = input.variants.filter((v) => v.externalId && existing.includes(v.externalId));
      // UpdateProduct adds and changes SKUs but never drops one; RemoveProduct takes the dropped SKUs.
      // A product must keep a SKU, so when none is kept the first one carries the first new variant.
      let variants = input.variants;
      const first = input.variants[0];
      if (kept.length === 0 && first && existing[0]) {
        variants = [{ ...first, externalId: existing[0] }, ...input.variants.slice(1)];
      }
      const keptIds = variants.map((v) => v.externalId);
      const dropped = existing.filter((id) => !keptIds.includes(id));
      if (dropped.length > 0) {
        await client.post(shop, '/product/remove', lazadaAnySchema, {
          sku_id_list: JSON.stringify(dropped.map((id) => `SkuId_${productId}_${id}`)),
        });
      }
      const edit = { ...input, variants };
      await naming(
        client.post(shop, '/product/update', lazadaAnySchema, {
          payload: lazadaProductPayload(edit, productId),
        }),
        edit,
      );
    },
  };
}
