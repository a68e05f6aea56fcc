import { imagePart } from '../core/http.ts';
import type { ListingMethods } from '../core/port.ts';
import type { BukalapakClient } from './client.ts';
import { bukalapakListingBody } from './mappers/listing.ts';
import {
  bukalapakAttributesSchema,
  bukalapakCategoriesSchema,
  bukalapakCouriersSchema,
  bukalapakImageSchema,
  bukalapakProductOneSchema,
} from './schemas.ts';

/**
 * Creating and editing listings over the sandbox-defined product calls (schemas.ts): categories,
 * a leaf's attributes, the store's couriers, image upload, create and full edit. A 422 naming a field
 * comes back as invalid_input with the ListingInput path (client.ts).
 */
export function bukalapakListingMethods(client: BukalapakClient): ListingMethods {
  return {
    async getCategories(shop) {
      const { data } = await client.get(shop, '/categories', bukalapakCategoriesSchema);
      return data.map((c) => ({
        id: c.id,
        parentId: c.parent_id ?? null,
        name: c.name,
        hasChildren: !c.leaf,
      }));
    },

    async getCategoryAttributes(shop, categoryId) {
      const { data } = await client.get(
        shop,
        `/categories/${categoryId}/attributes`,
        bukalapakAttributesSchema,
      );
      return data.map((a) => ({
        id: a.id,
        name: a.name,
        required: a.required,
        inputType: a.input_type === 'select' ? 'select' : 'text',
        values: a.options,
      }));
    },

    async getLogisticsChannels(shop) {
      const { data } = await client.get(shop, '/stores/me/couriers', bukalapakCouriersSchema);
      return data.map((c) => ({ id: c.id, name: c.name, enabled: c.active }));
    },

    async uploadImage(shop, image) {
      const { data } = await client.call({
        method: 'POST',
        path: '/images',
        multipart: [imagePart('file', image)],
        shop,
        schema: bukalapakImageSchema,
      });
      return { imageId: data.id, url: data.url };
    },

    async createProduct(shop, input) {
      const { data } = await client.post(
        shop,
        '/products',
        bukalapakProductOneSchema,
        bukalapakListingBody(input),
      );
      return { productId: data.id };
    },

    async updateProduct(shop, productId, input) {
      await client.call({
        method: 'PUT',
        path: `/products/${productId}`,
        body: bukalapakListingBody(input),
        shop,
        schema: bukalapakProductOneSchema,
      });
    },
  };
}
