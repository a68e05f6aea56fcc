import type { FastifyInstance } from 'fastify';
import type { Sandbox } from '../core/context.ts';
import { seconds, shopApi } from './route.ts';

/** shop/get_shop_info (the category tree lives in catalog.ts). */
export async function shopeeShopRoutes(app: FastifyInstance, { sandbox }: { sandbox: Sandbox }) {
  shopApi(app, sandbox, 'GET', 'shop/get_shop_info', ({ shop }) => ({
    top: {
      shop_name: shop.name,
      region: 'ID',
      status: 'NORMAL',
      is_cb: false,
      is_cnsc: false,
      is_sip: false,
      sip_affi_shops: [],
      auth_time: seconds(Date.now()),
      expire_time: seconds(Date.now() + 365 * 86400_000),
      shop_cbsc: 'Indonesia',
    },
  }));
}
