import { originOf } from '../core/body.ts';
import { LOGISTICS } from '../core/catalog.ts';
import type { Sandbox } from '../core/context.ts';
import { isRequiredAttribute } from '../core/listings.ts';
import type { Category } from '../core/types.ts';
import { readMultipart } from '../core/uploads.ts';
import type { LazadaGateway } from './api.ts';
import { LazadaError, lazadaErrors } from './envelope.ts';

/** UploadImage takes JPG or PNG up to 1 MB (marketplace-apis.md 2.6). */
const UPLOAD_TYPES = ['image/jpeg', 'image/png'];
const MAX_UPLOAD_BYTES = 1024 * 1024;

/** Lazada keys attributes by name: the brand is `brand`, the others a snake_case of their label. */
export function lazadaAttributeKey(label: string): string {
  if (label === 'Merek') return 'brand';
  return label
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/**
 * Lazada's delivery options: a product switches each on or off with a Yes/No attribute of its own
 * (CreateProduct / UpdateProduct `Attributes`, GetCategoryAttributes lists them as normal attributes).
 * They are the channels a listing names; `id` is what Product.logistics keeps, `key` the attribute.
 * The shipment providers (LOGISTICS.lazada) are the carriers of a package, chosen when it is packed.
 */
export const LAZADA_DELIVERY_OPTIONS = [
  { id: 1, key: 'delivery_option_standard', name: 'Standard' },
  { id: 2, key: 'delivery_option_economy', name: 'Economy' },
  { id: 3, key: 'delivery_option_express', name: 'Express' },
  { id: 4, key: 'Delivery_Option_Instant', name: 'Instant' },
  { id: 5, key: 'delivery_option_sof', name: 'Seller Own Fleet' },
] as const;

/** A product's delivery options as its attributes read back: every option, `Yes` or `No`. */
export function deliveryAttributes(logistics: number[]): Record<string, string> {
  return Object.fromEntries(
    LAZADA_DELIVERY_OPTIONS.map((o) => [o.key, logistics.includes(o.id) ? 'Yes' : 'No']),
  );
}

export type LazadaAttribute = { key: string; label: string; mandatory: boolean; options: string[] };

/** A leaf's attributes as Lazada describes them; only the brand is mandatory. */
export function lazadaAttributes(category: Category): LazadaAttribute[] {
  return category.attributes.map((a) => ({
    key: lazadaAttributeKey(a.name),
    label: a.name,
    mandatory: isRequiredAttribute(a),
    options: a.values,
  }));
}

export function leafCategory(sandbox: Sandbox, id: unknown): Category {
  const category = sandbox.world.catalog.categories.find((c) => String(c.id) === String(id ?? ''));
  if (!category) throw lazadaErrors.invalid('primary_category_id');
  return category;
}

/** /category/tree/get, /category/attributes/get, /shipment/providers/get and /image/upload. */
export function lazadaCatalogApis(gateway: LazadaGateway, sandbox: Sandbox) {
  const { categories } = sandbox.world.catalog;

  const node = (category: Category): Record<string, unknown> => ({
    category_id: category.id,
    name: category.name,
    leaf: !category.hasChildren,
    var: !category.hasChildren,
    ...(category.hasChildren
      ? { children: categories.filter((c) => c.parentId === category.id).map(node) }
      : {}),
  });

  gateway.add('GET', '/category/tree/get', () => ({
    data: categories.filter((c) => c.parentId === 0).map(node),
  }));

  gateway.add('GET', '/category/attributes/get', ({ params }) => {
    if (!params.primary_category_id) throw lazadaErrors.missing('primary_category_id');
    const category = leafCategory(sandbox, params.primary_category_id);
    if (category.hasChildren) throw new LazadaError('InvalidCategory', 'The category is not a leaf category');
    const system = [
      { name: 'name', label: 'Nama Produk', input_type: 'text', is_mandatory: 1 },
      { name: 'description', label: 'Deskripsi', input_type: 'richText', is_mandatory: 1 },
      { name: 'short_description', label: 'Highlight', input_type: 'richText', is_mandatory: 0 },
    ].map((a) => ({ ...a, attribute_type: 'normal', is_sale_prop: 0, options: [] }));
    const own = lazadaAttributes(category).map((a, i) => ({
      id: category.id * 100 + i,
      name: a.key,
      label: a.label,
      input_type: 'singleSelect',
      attribute_type: 'normal',
      is_mandatory: a.mandatory ? 1 : 0,
      is_sale_prop: 0,
      options: a.options.map((name) => ({ name, en_name: name })),
    }));
    const delivery = LAZADA_DELIVERY_OPTIONS.map((o, i) => ({
      id: 900_000 + i,
      name: o.key,
      label: `Delivery Option ${o.name}`,
      input_type: 'singleSelect',
      attribute_type: 'normal',
      is_mandatory: 0,
      is_sale_prop: 0,
      options: ['Yes', 'No'].map((name) => ({ name, en_name: name })),
    }));
    const sku = ['SellerSku', 'price', 'quantity', 'package_weight'].map((name) => ({
      name,
      label: name,
      input_type: name === 'SellerSku' ? 'text' : 'numeric',
      attribute_type: 'sku',
      is_mandatory: 1,
      is_sale_prop: 0,
      options: [],
    }));
    return { data: [...system, ...own, ...delivery, ...sku] };
  });

  gateway.add('GET', '/shipment/providers/get', () => ({
    data: {
      shipment_providers: LOGISTICS.lazada.map((l, i) => ({
        name: l.name,
        cod: 1,
        is_default: i === 0 ? 1 : 0,
        api_integration: 1,
        tracking_code_example: '',
        tracking_url: '',
      })),
    },
  }));

  gateway.add('POST', '/image/upload', async ({ request }) => {
    const { files } = await readMultipart(request);
    const image = files.image;
    if (!image) throw lazadaErrors.missing('image');
    if (!UPLOAD_TYPES.includes(image.type) || image.data.length === 0 || image.data.length > MAX_UPLOAD_BYTES)
      throw new LazadaError('InvalidImage', 'The image should be a JPG or PNG file of at most 1 MB');
    const stored = sandbox.images.put(image.type, image.data, 'lazada');
    return {
      data: {
        image: {
          hash_code: stored.id,
          url: `${originOf(request)}${sandbox.prefix}/_assets/uploads/${stored.id}`,
        },
      },
    };
  });
}
