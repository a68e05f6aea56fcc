import { imagePart } from '../core/http.ts';
import type { ListingMethods, ShopCredentials } from '../core/port.ts';
import type { TiktokClient } from './client.ts';
import { withListingField } from './listing-errors.ts';
import { tiktokListingBody } from './mappers/listing.ts';
import {
  tiktokAttributesSchema,
  tiktokCategoriesSchema,
  tiktokDeliveryOptionsSchema,
  tiktokEmptySchema,
  tiktokSavedProductSchema,
  tiktokUploadedImageSchema,
} from './schemas.ts';
import { salesWarehouse } from './warehouse.ts';

/**
 * Creating and editing listings over the 202309 product and logistics APIs: categories and their
 * attributes, the default warehouse's delivery options as channels, image upload, create and full edit.
 */
export function tiktokListingMethods(
  client: TiktokClient,
  listingPlatform?: 'TIKTOK_SHOP' | 'TOKOPEDIA',
): ListingMethods {
  async function listingBody(shop: ShopCredentials, input: Parameters<ListingMethods['createProduct']>[1]) {
    return tiktokListingBody(input, {
      warehouseId: (await salesWarehouse(client, shop)).id,
      listingPlatform,
    });
  }

  return {
    async getCategories(shop) {
      const { categories } = await client.get(shop, '/product/202309/categories', tiktokCategoriesSchema, {
        locale: 'id-ID',
      });
      return categories.map((c) => ({
        id: c.id,
        parentId: c.parent_id === '0' ? null : c.parent_id,
        name: c.local_name,
        hasChildren: !c.is_leaf,
      }));
    },

    async getCategoryAttributes(shop, categoryId) {
      const { attributes } = await client.get(
        shop,
        `/product/202309/categories/${categoryId}/attributes`,
        tiktokAttributesSchema,
        { locale: 'id-ID' },
      );
      // Sales properties are the variation tiers, not listing attributes.
      return attributes
        .filter((a) => a.type === 'PRODUCT_PROPERTY')
        .map((a) => ({
          id: a.id,
          name: a.name,
          required: a.is_requried ?? a.is_required ?? false,
          inputType: a.is_customizable || a.values.length === 0 ? 'text' : 'select',
          values: a.values.map((v) => v.name),
        }));
    },

    async getLogisticsChannels(shop) {
      const warehouseId = (await salesWarehouse(client, shop)).id;
      const { delivery_options } = await client.get(
        shop,
        `/logistics/202309/warehouses/${warehouseId}/delivery_options`,
        tiktokDeliveryOptionsSchema,
      );
      return delivery_options.map((d) => ({ id: d.id, name: d.name, enabled: true }));
    },

    async uploadImage(shop, image) {
      const uploaded = await client.call({
        method: 'POST',
        path: '/product/202309/images/upload',
        multipart: [imagePart('data', image), { name: 'use_case', value: 'MAIN_IMAGE' }],
        shop,
        schema: tiktokUploadedImageSchema,
      });
      return { imageId: uploaded.uri, url: uploaded.url };
    },

    async createProduct(shop, input) {
      const created = await withListingField(
        client.post(
          shop,
          '/product/202309/products',
          tiktokSavedProductSchema,
          await listingBody(shop, input),
        ),
      );
      return { productId: created.product_id };
    },

    async updateProduct(shop, productId, input) {
      await withListingField(
        client.call({
          method: 'PUT',
          path: `/product/202309/products/${productId}`,
          body: await listingBody(shop, input),
          shop,
          schema: tiktokEmptySchema,
        }),
      );
    },
  };
}
