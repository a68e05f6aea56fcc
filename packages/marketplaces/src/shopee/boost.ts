import { z } from 'zod';
import type { BoostPort } from '../core/boost-port.ts';
import { idSchema } from '../core/zod.ts';
import type { ShopeeClient } from './client.ts';

/** All items refused: the answer still lists each item's reason beside the error. */
const ALL_FAILED = 'product.error_boost_item_all_failed';

const boostItemSchema = z.object({
  response: z
    .object({
      failure_list: z
        .array(z.object({ item_id: idSchema, failed_reason: z.string().default('') }))
        .default([]),
      // Documented as an object holding item_id_list; one SDK sample wraps it in an array.
      success_list: z
        .union([
          z.object({ item_id_list: z.array(idSchema).default([]) }),
          z.array(z.object({ item_id_list: z.array(idSchema).default([]) })),
        ])
        .default({ item_id_list: [] })
        .transform((s) => (Array.isArray(s) ? s.flatMap((x) => x.item_id_list) : s.item_id_list)),
    })
    .default({ failure_list: [], success_list: [] }),
});

const boostedListSchema = z.object({
  response: z
    .object({
      item_list: z
        .array(z.object({ item_id: idSchema, cool_down_second: z.number().int().nonnegative() }))
        .default([]),
    })
    .default({ item_list: [] }),
});

/** v2.product.boost_item (1 to 5 items) and v2.product.get_boosted_list. */
export function shopeeBoost(client: ShopeeClient): BoostPort {
  return {
    async boostItems(shop, productIds) {
      const answer = await client.call({
        method: 'POST',
        path: '/api/v2/product/boost_item',
        body: { item_id_list: productIds.map(Number) },
        shop,
        schema: boostItemSchema,
        answeredErrors: [ALL_FAILED],
      });
      return {
        boosted: answer.response.success_list,
        failed: answer.response.failure_list.map((f) => ({ productId: f.item_id, reason: f.failed_reason })),
      };
    },

    async listBoosted(shop) {
      const answer = await client.get(shop, '/api/v2/product/get_boosted_list', boostedListSchema);
      return answer.response.item_list.map((i) => ({
        productId: i.item_id,
        coolDownSeconds: i.cool_down_second,
      }));
    },
  };
}
