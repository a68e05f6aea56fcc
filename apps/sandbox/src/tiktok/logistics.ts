import type { FastifyInstance } from 'fastify';
import { LOGISTICS } from '../core/catalog.ts';
import type { Shop } from '../core/types.ts';
import { CITIES } from '../core/words.ts';
import { tiktokErrors } from './envelope.ts';
import { type TiktokScope, tiktokApi } from './route.ts';

/** Every sandbox shop ships from one default sales warehouse; its id is the one inventories name. */
export const WAREHOUSE_ID = '7000714532876273420';

/** Logistics: the shop's warehouses and the delivery options (channels) each one offers. */
export async function tiktokLogisticsRoutes(app: FastifyInstance, scope: TiktokScope) {
  const channels = LOGISTICS[scope.platform];

  tiktokApi(app, scope, 'GET', '/logistics/202309/warehouses', ({ shop }) => ({
    warehouses: [
      {
        id: WAREHOUSE_ID,
        name: `Gudang ${shop.name}`,
        effect_status: 'ENABLED',
        type: 'SALES_WAREHOUSE',
        sub_type: 'DOMESTIC_WAREHOUSE',
        is_default: true,
        address: warehouseAddress(shop),
      },
    ],
  }));

  tiktokApi(app, scope, 'GET', '/logistics/202309/warehouses/:warehouseId/delivery_options', ({ params }) => {
    if (params.warehouseId !== WAREHOUSE_ID) throw tiktokErrors.notFound('Warehouse');
    return {
      delivery_options: channels.map((c) => ({
        id: String(c.id),
        name: c.name,
        type: 'STANDARD',
        description: `${c.name} (reguler)`,
        weight_limit: { min_weight: 1, max_weight: 300_000, unit: 'GRAM' },
        dimension_limit: { max_length: 150, max_width: 150, max_height: 150, unit: 'CM' },
      })),
    };
  });

  tiktokApi(
    app,
    scope,
    'GET',
    '/logistics/202309/delivery_options/:deliveryOptionId/shipping_providers',
    ({ params }) => {
      const channel = channels.find((c) => String(c.id) === params.deliveryOptionId);
      if (!channel) throw tiktokErrors.notFound('Delivery option');
      return { shipping_providers: [{ id: `${channel.id}01`, name: channel.name }] };
    },
  );
}

/** The warehouse's pickup address, in the shape of TikTok's Address object. */
function warehouseAddress(shop: Shop) {
  const place = CITIES.find((c) => c.city === shop.city);
  const district = place?.districts[0] ?? '';
  const state = place?.province ?? '';
  const postalCode = `${place?.postal ?? '10'}110`;
  const line1 = `Gudang ${shop.name}, Jl. Industri No. ${Number(shop.id.slice(-2)) || 8}`;
  return {
    region: 'Indonesia',
    region_code: 'ID',
    state,
    city: shop.city,
    district,
    postal_code: postalCode,
    address_line1: line1,
    full_address: [line1, district, shop.city, `${state} ${postalCode}`].filter(Boolean).join(', '),
    contact_person: shop.ownerName,
    phone_number: `(+62)81${shop.id.slice(-8).padStart(8, '0')}`,
  };
}
