import { settleAfterBulkLoad, withDatabase } from './database.ts';
import { seedBenchShops } from './seed-shops.ts';

/**
 * Bench data written straight into the tables: five connected Shopee shops for one account and
 * `count` orders spread over them, each with one item, placed over the last 60 days in every status
 * (most of them completed, as in a real shop). Buyer and product names come from a small Indonesian
 * vocabulary so searches hit a realistic share of rows. Tokens are absent (nothing calls a platform).
 */
const WORDS = `with words as (
  select array['Budi','Siti','Agus','Dewi','Rudi','Rina','Andi','Putri','Joko','Ayu',
               'Hendra','Lestari','Bayu','Wulan','Fajar','Indah','Dimas','Nur','Eko','Maya'] as first_names,
         array['Santoso','Wijaya','Saputra','Lestari','Hidayat','Kusuma','Pratama','Sari',
               'Nugroho','Rahayu'] as last_names,
         array['Kaos','Kemeja','Celana','Sepatu','Tas','Jaket','Hijab','Dompet','Topi','Sandal'] as nouns,
         array['Polos','Premium','Original','Katun','Kulit','Anak','Pria','Wanita','Sport','Motif'] as adjectives,
         array['completed','completed','completed','completed','shipped','processed','ready_to_ship',
               'ready_to_ship','unpaid','cancelled','returned'] as statuses
)`;
/** Item name, SKU and price of order g (SQL expressions over `g` and `words`). */
const ITEM = `(nouns[1 + g % 10] || ' ' || adjectives[1 + (g / 3) % 10])`;
const SKU = `('SKU-' || (g % 5000))`;
const PRICE = `(10000 + (g % 200) * 1000)`;

export async function seedOrders(databaseUrl: string, email: string, count: number) {
  return withDatabase(databaseUrl, async (client) => {
    const { accountId, shopIds } = await seedBenchShops(client, email, {
      externalPrefix: 'bench-orders-',
      namePrefix: 'Toko Pesanan ',
    });
    await client.query(
      `${WORDS}
       insert into orders (account_id, shop_id, marketplace, external_id, status, platform_status, buyer_name,
                           recipient, total_amount, shipping_fee, money, payment_method, courier, tracking_number,
                           search_text, placed_at, paid_at, ship_by, platform_updated_at)
       select $1, ($2::uuid[])[1 + g % 5], 'shopee', order_number, status, upper(status), buyer,
              jsonb_build_object('name', buyer, 'phone', '0812' || lpad((g % 100000000)::text, 8, '0'),
                                 'address', 'Jl. Merdeka No. ' || (1 + g % 200), 'city', 'Jakarta',
                                 'province', 'DKI Jakarta', 'postalCode', '10110'),
              ${PRICE} + 10000, 10000,
              jsonb_build_object('itemsSubtotal', ${PRICE}, 'sellerDiscount', 0, 'platformDiscount', 0,
                                 'shippingFee', 10000, 'shippingSellerDiscount', 0, 'shippingPlatformDiscount', 0,
                                 'buyerFees', 0, 'otherAdjustment', 0, 'totalPaid', ${PRICE} + 10000, 'seller', null),
              'ShopeePay', 'SPX Express', tracking,
              lower(order_number || ' ' || buyer || ' ' || ${ITEM} || ' ' || ${SKU} || ' ' || coalesce(tracking, '')),
              placed_at,
              case when status = 'unpaid' then null else placed_at + interval '10 minutes' end,
              case when status in ('ready_to_ship', 'processed') then placed_at + interval '2 days' end,
              placed_at + interval '1 hour'
       from generate_series(1, $3::int) g, words,
       lateral (select 'BENCH' || lpad(g::text, 10, '0') as order_number,
                       first_names[1 + g % 20] || ' ' || last_names[1 + (g / 7) % 10] as buyer,
                       statuses[1 + g % 11] as status,
                       now() - make_interval(secs => (g::bigint * 5184000 / $3::int)::double precision) as placed_at) v,
       lateral (select case when v.status in ('shipped', 'completed', 'returned')
                            then 'SPXID' || lpad(g::text, 10, '0') end as tracking) tr`,
      [accountId, shopIds, count],
    );
    // The order number carries g, so each item is named like the order's search text says.
    await client.query(
      `${WORDS}
       insert into order_items (account_id, order_id, external_item_id, product_external_id, sku, name,
                                quantity, price, position)
       select o.account_id, o.id, o.external_id || '-1', 'bench-product-' || (g % 997), ${SKU}, ${ITEM},
              1, ${PRICE}, 0
       from orders o, words, lateral (select substring(o.external_id from 6)::int as g) n
       where o.account_id = $1 and o.shop_id = any($2::uuid[])`,
      [accountId, shopIds],
    );
    await settleAfterBulkLoad(client, 'orders', 'order_items');
    return { accountId, shopIds };
  });
}
