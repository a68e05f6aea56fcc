import type { FastifyInstance } from 'fastify';
import type { Sandbox } from '../core/context.ts';
import { activeBoosts, BOOST_SLOTS, boostItems } from './boost-slots.ts';
import { ShopeeError } from './envelope.ts';
import { shopApi } from './route.ts';

/**
 * v2.product.boost_item and v2.product.get_boosted_list ("Naikkan Produk"). Errors carry the
 * product module's prefix as the live platform's do (`product.error_param`).
 */
export async function shopeeBoostRoutes(app: FastifyInstance, { sandbox }: { sandbox: Sandbox }) {
  shopApi(app, sandbox, 'POST', 'product/boost_item', ({ shop, body }) => {
    const list = body.item_id_list;
    if (!Array.isArray(list) || list.length === 0)
      throw new ShopeeError(400, 'product.error_param', 'invalid field ItemIdList: value must  Not Null');
    if (list.length > BOOST_SLOTS)
      throw new ShopeeError(400, 'product.error_param', 'invalid field ItemIdList: length must be 1 to 5');
    if (list.some((id) => !Number.isSafeInteger(id) || (id as number) <= 0))
      throw new ShopeeError(400, 'product.error_param', 'invalid field ItemIdList: value must be int64');
    const outcome = boostItems(
      shop,
      list.map((id) => String(id)),
      'api',
    );
    const response = {
      failure_list: outcome.failed.map((f) => ({ item_id: Number(f.itemId), failed_reason: f.reason })),
      success_list: { item_id_list: outcome.boosted.map(Number) },
    };
    // Every item refused: the call's own error, with the reasons per item beside it.
    if (outcome.boosted.length === 0)
      return {
        top: { error: 'product.error_boost_item_all_failed', message: 'Boost item all failed.' },
        response,
      };
    return { response };
  });

  shopApi(app, sandbox, 'GET', 'product/get_boosted_list', ({ shop }) => ({
    response: {
      item_list: activeBoosts(shop).map((b) => ({
        item_id: Number(b.itemId),
        cool_down_second: b.coolDownSeconds,
      })),
    },
  }));
}
