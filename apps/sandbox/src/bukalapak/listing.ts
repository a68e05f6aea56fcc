import type { FastifyInstance } from 'fastify';
import { bodyOf, originOf } from '../core/body.ts';
import { LOGISTICS } from '../core/catalog.ts';
import type { Sandbox } from '../core/context.ts';
import { imageRef, isRequiredAttribute, leafCategory } from '../core/listings.ts';
import { IMAGE_TYPES, ImageStore, readMultipart } from '../core/uploads.ts';
import { bukalapakErrors, bukalapakRoute, sendData } from './envelope.ts';
import { bukalapakDraft } from './listing-draft.ts';
import { productJson } from './product-json.ts';

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * Listing calls. Bukalapak's product API is not in any public source (and the marketplace closed
 * physical goods in 2025, reference 5), so this is a plausible REST shape in the style of the rest of
 * this emulator, agreed with packages/marketplaces/src/bukalapak: `GET /categories`,
 * `GET /categories/{id}/attributes`, `GET /stores/me/couriers`, `POST /images` (multipart `file`),
 * `POST /products`, `PUT /products/{id}` (a whole product). Validation errors are 422 with
 * `errors[0].field` naming the request field.
 */
export async function bukalapakListingRoutes(app: FastifyInstance, { sandbox }: { sandbox: Sandbox }) {
  const { world } = sandbox;
  const route = bukalapakRoute(app, sandbox);
  const origin = (request: Parameters<typeof originOf>[0]) => `${originOf(request)}${sandbox.prefix}`;

  route('GET', '/categories', (_shop, _request, reply) =>
    sendData(
      reply,
      world.catalog.categories.map((c) => ({
        id: c.id,
        name: c.name,
        parent_id: c.parentId === 0 ? null : c.parentId,
        leaf: !c.hasChildren,
      })),
    ),
  );

  route('GET', '/categories/:id/attributes', (_shop, request, reply) => {
    const category = leafCategory(world.catalog, Number((request.params as { id: string }).id));
    if (!category) throw bukalapakErrors.notFound('Leaf category');
    return sendData(
      reply,
      category.attributes.map((a) => ({
        id: a.id,
        name: a.name,
        required: isRequiredAttribute(a),
        input_type: 'select',
        options: a.values,
      })),
    );
  });

  route('GET', '/stores/me/couriers', (_shop, _request, reply) =>
    sendData(
      reply,
      LOGISTICS.bukalapak.map((c) => ({ id: c.id, name: c.name, active: true })),
    ),
  );

  route('POST', '/images', async (_shop, request, reply) => {
    const { files } = await readMultipart(request);
    const file = files.file;
    if (!file) throw bukalapakErrors.invalid('file is required', 'file');
    if (!IMAGE_TYPES.includes(file.type)) throw bukalapakErrors.invalid('file must be an image', 'file');
    if (file.data.length > MAX_IMAGE_BYTES)
      throw bukalapakErrors.invalid('file must not exceed 5 MB', 'file');
    const path = ImageStore.path(sandbox.images.put(file.type, file.data, 'bl').id);
    return reply.code(201).send({
      data: { id: imageRef(path), url: `${origin(request)}${path}` },
      meta: { http_status: 201 },
    });
  });

  route('POST', '/products', (shop, request, reply) => {
    const { draft } = bukalapakDraft(bodyOf(request), shop, sandbox);
    const product = world.createProduct(shop, draft);
    return reply.code(201).send({ data: productJson(product, origin(request)), meta: { http_status: 201 } });
  });

  route('PUT', '/products/:id', (shop, request, reply) => {
    const product = world.product(shop, (request.params as { id: string }).id);
    if (!product) throw bukalapakErrors.notFound('Product');
    const { draft, skuIds } = bukalapakDraft(bodyOf(request), shop, sandbox);
    world.replaceProduct(shop, product, { ...draft, variantIds: skuIds });
    return sendData(reply, productJson(product, origin(request)));
  });
}
