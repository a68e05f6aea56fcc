import type { FastifyInstance } from 'fastify';
import { originOf, queryAll } from '../core/body.ts';
import { LOGISTICS } from '../core/catalog.ts';
import type { Sandbox } from '../core/context.ts';
import { isRequiredAttribute } from '../core/listings.ts';
import type { Category } from '../core/types.ts';
import { IMAGE_TYPES, readMultipart } from '../core/uploads.ts';
import { shopeeErrors } from './envelope.ts';
import { shopApi } from './route.ts';

/** attribute_tree input types: the brand is a combo box (free text allowed), the rest drop-downs. */
export const INPUT_TYPE = { dropDown: 1, comboBox: 2 } as const;
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export type ShopeeAttribute = Category['attributes'][number] & { mandatory: boolean; inputType: number };

/** Category attributes as Shopee describes them: Merek is mandatory, every value has an id. */
export function shopeeAttributes(category: Category): ShopeeAttribute[] {
  return category.attributes.map((a) => ({
    ...a,
    mandatory: isRequiredAttribute(a),
    inputType: isRequiredAttribute(a) ? INPUT_TYPE.comboBox : INPUT_TYPE.dropDown,
  }));
}

export const attributeValueId = (attributeId: number, index: number) => attributeId * 100 + index + 1;

/** get_category, get_attribute_tree, logistics/get_channel_list and media_space/upload_image. */
export async function shopeeCatalogRoutes(app: FastifyInstance, { sandbox }: { sandbox: Sandbox }) {
  const { catalog } = sandbox.world;

  shopApi(app, sandbox, 'GET', 'product/get_category', () => ({
    response: {
      category_list: catalog.categories.map((c) => ({
        category_id: c.id,
        parent_category_id: c.parentId,
        original_category_name: c.name,
        display_category_name: c.name,
        has_children: c.hasChildren,
      })),
    },
  }));

  shopApi(app, sandbox, 'GET', 'product/get_attribute_tree', ({ request }) => {
    const ids = queryAll(request, 'category_id_list');
    if (ids.length === 0 || ids.length > 20)
      throw shopeeErrors.param('category_id_list should have 1 to 20 ids.');
    const list = ids.map((id) => {
      const category = catalog.categories.find((c) => String(c.id) === id);
      if (!category) throw shopeeErrors.param(`category_id ${id} is invalid.`);
      if (category.hasChildren) throw shopeeErrors.param(`category_id ${id} is not a leaf category.`);
      return {
        category_id: category.id,
        attribute_tree: shopeeAttributes(category).map((a) => ({
          attribute_id: a.id,
          mandatory: a.mandatory,
          name: a.name,
          attribute_value_list: a.values.map((name, i) => ({ value_id: attributeValueId(a.id, i), name })),
          attribute_info: { input_type: a.inputType, input_validation_type: 0, max_value_count: 1 },
          multi_lang: [],
        })),
      };
    });
    return { response: { list } };
  });

  shopApi(app, sandbox, 'GET', 'logistics/get_channel_list', () => ({
    response: {
      logistics_channel_list: LOGISTICS.shopee.map((l) => ({
        logistics_channel_id: l.id,
        logistics_channel_name: l.name,
        enabled: true,
        cod_enabled: true,
        fee_type: 'SIZE_INPUT',
        mask_channel_id: 0,
        preferred: false,
      })),
    },
  }));

  shopApi(app, sandbox, 'POST', 'media_space/upload_image', async ({ request }) => {
    const { files } = await readMultipart(request);
    const image = files.image;
    if (!image) throw shopeeErrors.param('image is required.');
    if (!IMAGE_TYPES.includes(image.type)) throw shopeeErrors.param('image type should be JPG or PNG.');
    if (image.data.length === 0 || image.data.length > MAX_IMAGE_BYTES)
      throw shopeeErrors.param('image size should be under 10 MB.');
    const stored = sandbox.images.put(image.type, image.data, 'shopee');
    const url = `${originOf(request)}${sandbox.prefix}/_assets/uploads/${stored.id}`;
    return {
      response: {
        image_info: {
          image_id: stored.id,
          image_url_list: [{ image_url_region: 'ID', image_url: url }],
        },
      },
    };
  });
}
